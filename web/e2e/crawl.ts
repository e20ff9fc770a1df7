import type { APIRequestContext, Page } from '@playwright/test'

/**
 * Every `<loc>` a crawler finds from /sitemap.xml, the index robots.txt names: the addresses of
 * each sitemap it lists (README.md, "Routes").
 */
export async function sitemapLocations(request: APIRequestContext): Promise<string[]> {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  const index = await request.get('/sitemap.xml')
  if (!index.ok()) throw new Error(`/sitemap.xml answered ${index.status()}`)
  const sitemaps = locations(await index.text())
  const parts = await Promise.all(
    sitemaps.map(async (url) => {
      const response = await request.get(new URL(url).pathname)
      if (!response.ok()) throw new Error(`${url} answered ${response.status()}`)
      return locations(await response.text())
    }),
  )
  return parts.flat()
}

/**
 * The deal links of every page of a list, from its first page on, following its "Next page"
 * link as a visitor would (docs/behaviour.md, "Lists"); and the addresses of the pages seen.
 */
export async function dealLinksOfEveryPage(page: Page, path: string) {
  const links: string[] = []
  const pages: string[] = []
  await page.goto(path)
  for (;;) {
    pages.push(new URL(page.url()).pathname)
    links.push(
      ...(await page
        .locator('main a[href^="/all-deals/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))),
    )
    const next = page.getByRole('link', { name: 'Next page' })
    if ((await next.count()) === 0) return { links, pages }
    await next.click()
    await page.waitForURL((url) => url.pathname !== pages.at(-1))
  }
}
