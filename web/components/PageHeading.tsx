import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import type { EditAttributes } from '@/lib/sanity/editing'

/**
 * The top of a listing or content page: its breadcrumb trail (ending at the page itself), an
 * optional eyebrow, the page's one `h1`, and what follows it (intro, filters).
 */
export function PageHeading({
  crumbs,
  eyebrow,
  title,
  titleEdit,
  children,
}: {
  crumbs: Crumb[]
  eyebrow?: ReactNode
  title: ReactNode
  /** The title's field in draft mode, for click-to-edit (lib/sanity/editing.ts). */
  titleEdit?: EditAttributes
  children?: ReactNode
}) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className="container page-head">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 {...titleEdit}>{title}</h1>
        {children}
      </div>
    </>
  )
}
