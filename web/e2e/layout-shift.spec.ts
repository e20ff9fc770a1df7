import { expect, test } from '@playwright/test'
import { recordErrors } from './fixtures'

/**
 * The lead form of the home hero and of /flight is shipped on demand (docs/performance.md): its
 * HTML must be in place in the page's first paint, so that nothing moves when it appears. A form
 * the server renders out of order (after the footer, moved into place by a script) arrives after
 * the first paint and pushes the page down: Lighthouse counts that as layout shift (issue 11).
 */

for (const path of ['/', '/flight']) {
  test(`the served HTML of ${path} has the flight request form before the footer`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const form = html.indexOf('aria-label="Flight request"')
    expect(form).toBeGreaterThan(-1)
    expect(form).toBeLessThan(html.indexOf('<footer'))
  })

  for (const width of [375, 1280]) {
    test(`${path} at ${width} px loads on a slow phone without layout shift`, async ({ browser }) => {
      test.setTimeout(60_000)
      // Two loads in fresh browsers: how far the page is painted when the end of its HTML
      // arrives varies from load to load.
      for (let load = 0; load < 2; load++) {
        const context = await browser.newContext({ viewport: { width, height: 800 } })
        const page = await context.newPage()
        // A mid-range phone on a slow connection: the browser paints the top of the page before
        // the end of its HTML has arrived, as it does for visitors on the move.
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 562.5,
          downloadThroughput: 400_000 / 8,
          uploadThroughput: 400_000 / 8,
        })
        await page.goto(path, { waitUntil: 'load' })
        await expect(page.getByRole('form', { name: 'Flight request' })).toBeVisible()
        // Shifts after input are not counted, as in Lighthouse; none is made here.
        const shifts = await page.evaluate(
          () =>
            new Promise<{ value: number; sources: string[] }[]>((resolve) => {
              const seen: { value: number; sources: string[] }[] = []
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number
                  hadRecentInput: boolean
                  sources: { node?: Node | null }[]
                })[]) {
                  if (entry.hadRecentInput) continue
                  seen.push({
                    value: entry.value,
                    sources: entry.sources.map((source) =>
                      source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node),
                    ),
                  })
                }
              }).observe({ type: 'layout-shift', buffered: true })
              // Reveals that React holds back land within a few hundred milliseconds of the load.
              setTimeout(() => resolve(seen), 1500)
            }),
        )
        await context.close()
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01)
      }
    })
  }
}

test("the home form's code still waits for the visitor, keeps what was typed and hydrates without an error", async ({
  page,
}) => {
  const errors = recordErrors(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Whether any script the page has loaded is the form's own code (its airport picker's).
  const formCodeLoaded = async () => {
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    )
    const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))
    return bodies.some((body) => body.includes('No matching airports'))
  }
  // The page's own code has run: React has taken over the form's wrapper. What follows is then
  // about the form's code, not a busy machine still running the page's (early-submit.spec.ts).
  await page.waitForFunction(() => {
    const wrapper = document.querySelector('.on-demand')
    return wrapper !== null && Object.keys(wrapper).some((key) => key.startsWith('__reactFiber'))
  })
  // Left alone, the form keeps waiting. (An unchecked checkbox's `value` is "on", which once
  // passed for something typed and fetched the code on every visit.)
  await page.waitForTimeout(1000)
  expect(await formCodeLoaded()).toBe(false)
  const form = page.getByRole('form', { name: 'Flight request' })
  await form.getByRole('textbox', { name: 'Full name' }).fill('Grace Flyer')
  // Submitted at once: held until the form's code is there, then checked by it.
  await form.getByRole('button', { name: 'Get my free quote' }).click()
  await expect(page.locator('#hero-from-error')).toHaveText('Value is required')
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Flyer')
  expect(await formCodeLoaded()).toBe(true)
  expect(errors).toEqual([])
})

test('before their code arrives, the forms show what they start with: a round trip for one adult in business', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const form = page.getByRole('form', { name: 'Flight request' })
  await expect(form.getByRole('radio', { name: 'Round trip' })).toBeChecked()
  await expect(form.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1')
  await expect(form.getByRole('spinbutton', { name: 'Children (2–11)' })).toHaveValue('0')
  await expect(form.getByRole('spinbutton', { name: 'Infants (under 2)' })).toHaveValue('0')
  await expect(form.getByRole('combobox', { name: 'Cabin' })).toHaveValue('business')
  await expect(form.getByLabel('Return date')).toBeVisible()

  await page.goto('/questionnaire')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('radio', { name: 'Round trip' })).toBeChecked()
})
