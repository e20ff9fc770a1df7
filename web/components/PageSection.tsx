import type { ReactNode } from 'react'
import type { EditAttributes } from '@/lib/sanity/editing'

/**
 * A band of a page: its `h2` (named by `titleId`, which also labels the section), an optional
 * eyebrow above it and `aside` beside it (a link, a note), then the content. Untitled bands
 * (a long text under the listings) have no heading of their own. `muted` alternates the
 * background so long pages read as distinct bands.
 */
export function PageSection({
  id,
  titleId,
  eyebrow,
  title,
  titleEdit,
  aside,
  muted = false,
  children,
}: {
  id?: string
  titleId?: string
  eyebrow?: string
  title?: ReactNode
  /** The title's field when an editor writes it, in draft mode (lib/sanity/editing.ts). */
  titleEdit?: EditAttributes
  aside?: ReactNode
  muted?: boolean
  children: ReactNode
}) {
  const heading = (
    <h2 id={titleId} {...titleEdit}>
      {title}
    </h2>
  )
  return (
    <section id={id} className={muted ? 'section section--muted' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        {title ? (
          <div className="section-head">
            {eyebrow ? (
              <div>
                <p className="eyebrow">{eyebrow}</p>
                {heading}
              </div>
            ) : (
              heading
            )}
            {aside}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
