/**
 * The pages the page benchmarks load (bench:pages, bench:trace): the bare reference pages and the
 * site's main kinds of page, all showing the same part of the sample (the checkout journey's deal,
 * its airline, region and city). bench/README.md has the table.
 */
import { startBooking } from './servers.ts'

/** The deal of the checkout journey (web/e2e/checkout-journey.ts): on sale at the tests' clock. */
const DEAL = 'boston-to-dublin-business-class'

export type PageDef = {
  id: string
  app: 'bare' | 'site'
  /** The path, or how to get one (the checkout needs a booking of its own). */
  path: string | ((origin: string) => Promise<string>)
  /** Content routes carry the first-load JavaScript target; the checkout and the bare page do not. */
  content: boolean
  /**
   * Kept out of search engines on purpose (a booking is private): Lighthouse's SEO audit
   * `is-crawlable` fails by design, so SEO is checked on its other audits.
   */
  noindex?: boolean
}

const ALL_PAGES: PageDef[] = [
  { id: 'bare', app: 'bare', path: '/', content: false },
  // Not held to targets: the bare page plus a stylesheet and a picture, the cost of its largest paint.
  { id: 'bare-picture', app: 'bare', path: '/picture', content: false },
  { id: 'home', app: 'site', path: '/', content: true },
  { id: 'deal', app: 'site', path: `/all-deals/${DEAL}`, content: true },
  { id: 'airline', app: 'site', path: '/airlines/cedar-atlantic-airways', content: true },
  { id: 'region', app: 'site', path: '/region/business-class-flights-to-europe', content: true },
  { id: 'city', app: 'site', path: '/city/business-class-flights-to-london', content: true },
  { id: 'post', app: 'site', path: '/blog/posts/best-time-to-book-business-class', content: true },
  { id: 'deals', app: 'site', path: '/business-class-flights-alldeals', content: true },
  { id: 'flight', app: 'site', path: '/flight', content: true },
  { id: 'checkout', app: 'site', path: (origin) => startBooking(origin, DEAL), content: false, noindex: true },
]

/**
 * The pages `--pages` names (comma-separated ids), every page without it; the bare page always,
 * first: it is the reference.
 */
export function selectPages(list: string | undefined): PageDef[] {
  const wanted = list?.split(',').map((id) => id.trim())
  for (const id of wanted ?? []) {
    if (!ALL_PAGES.some((page) => page.id === id)) {
      throw new Error(`--pages: unknown page ${id} (known: ${ALL_PAGES.map((page) => page.id).join(', ')})`)
    }
  }
  return ALL_PAGES.filter((page) => page.id === 'bare' || !wanted || wanted.includes(page.id))
}
