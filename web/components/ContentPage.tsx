import type { ReactNode } from 'react'
import type { PageQueryResult } from '@meridian/schemas/types'
import { formatDate } from '@/lib/format'
import { editing } from '@/lib/sanity/editing'
import { PageHeading } from './PageHeading'
import { RichText } from './RichText'

type Page = NonNullable<PageQueryResult>

/**
 * A page document (about, legal, landing): heading, intro, body, and what the route adds: an
 * `aside` between intro and body, or a `form` there in a card, and `children` after the body.
 */
export async function ContentPage({
  page,
  children,
  aside,
  form,
}: {
  page: Page
  children?: ReactNode
  aside?: ReactNode
  form?: ReactNode
}) {
  const edit = (await editing())(page, 'page')
  return (
    <>
      <PageHeading
        crumbs={[{ name: page.title ?? '', href: `/${page.slug}` }]}
        title={page.title}
        titleEdit={edit('title')}
      >
        {page.intro ? <p {...edit('intro')}>{page.intro}</p> : null}
        {page.kind === 'legal' && page.updatedAt ? (
          <p className="note">Last updated {formatDate(page.updatedAt)}</p>
        ) : null}
      </PageHeading>
      {aside}
      {form ? (
        <div className="container" style={{ maxWidth: '52rem', paddingBottom: '2rem' }}>
          <div className="card">{form}</div>
        </div>
      ) : null}
      <div className="container" style={{ paddingBottom: '3.5rem' }}>
        <RichText value={page.body} edit={edit('body')} />
      </div>
      {children}
    </>
  )
}
