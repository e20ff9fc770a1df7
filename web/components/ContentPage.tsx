import type { ReactNode } from 'react'
import type { PageQueryResult } from '@meridian/schemas/types'
import { formatDate } from '@/lib/format'
import { Breadcrumbs } from './Breadcrumbs'
import { RichText } from './RichText'

type Page = NonNullable<PageQueryResult>

/** A page document (about, legal, landing): heading, intro, body, and what the route adds. */
export function ContentPage({ page, children, aside }: { page: Page; children?: ReactNode; aside?: ReactNode }) {
  return (
    <>
      <Breadcrumbs items={[{ name: page.title ?? '', href: `/${page.slug}` }]} />
      <div className="container page-head">
        <h1>{page.title}</h1>
        {page.intro ? <p>{page.intro}</p> : null}
        {page.kind === 'legal' && page.updatedAt ? (
          <p className="note">Last updated {formatDate(page.updatedAt)}</p>
        ) : null}
      </div>
      {aside}
      <div className="container" style={{ paddingBottom: '3.5rem' }}>
        <RichText value={page.body} />
      </div>
      {children}
    </>
  )
}
