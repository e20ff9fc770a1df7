import 'server-only'
import { notFound } from 'next/navigation'
import { LIST_PAGE_SIZES, PRERENDERED_LIST_PAGES } from '@/lib/constants'

/** The lists that are paginated (docs/behaviour.md, "Lists"), by what their cards show. */
export type ListKind = keyof typeof LIST_PAGE_SIZES

/** The GROQ slice `[$start...$end]` of a list's page (1-based). */
export const pageSlice = (kind: ListKind, page: number) => ({
  start: (page - 1) * LIST_PAGE_SIZES[kind],
  end: page * LIST_PAGE_SIZES[kind],
})

/** How many pages a list of `total` cards has: one at least, where an empty list says so. */
export const pageCount = (kind: ListKind, total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZES[kind]))

/** A list page's address: the list's own for page 1, `{list}/page/{n}` after it. */
export const listPagePath = (base: string, page: number) => (page === 1 ? base : `${base}/page/${page}`)

/** A list page's title: "Airlines", "Airlines — page 2". */
export const listPageTitle = (title: string, page: number) => (page === 1 ? title : `${title} — page ${page}`)

/** What a `{list}/page/[page]` route receives. */
export type ListPageProps = { params: Promise<{ page: string }> }

/**
 * The page a `/page/{n}` segment names: 2 or more, written plainly. Anything else is a 404
 * (`/page/1` is redirected to the list before it gets here, next.config.ts); so is a page past
 * the end, which the caller checks with `checkPageInRange` once it knows the list's length.
 */
export function pageNumber(segment: string): number {
  if (!/^[1-9]\d{0,5}$/.test(segment)) notFound()
  const page = Number(segment)
  if (page < 2) notFound()
  return page
}

/** A 404 for a page past a list's end. */
export function checkPageInRange(kind: ListKind, page: number, total: number): void {
  if (page > pageCount(kind, total)) notFound()
}

/** The later pages the build prerenders (2 to 1 + PRERENDERED_LIST_PAGES); the others render on first request. */
export const prerenderedPages = (kind: ListKind, total: number) =>
  Array.from({ length: Math.min(pageCount(kind, total), 1 + PRERENDERED_LIST_PAGES) - 1 }, (_, index) =>
    String(index + 2),
  )
