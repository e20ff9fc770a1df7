import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { loadDataset } from '@meridian/dataset'
import sharp from 'sharp'
import { LakeProcess } from './lake.ts'
import { urls } from './playwright.config.ts'

/**
 * An editor's session with no account and no network: the real Studio writes to the local
 * lake, publishing reaches the running site through the signed revalidation webhook, and the
 * Presentation tool previews drafts in draft mode. The lake is restarted between steps.
 */

const contentDir = process.env.E2E_EDIT_CONTENT_DIR!
const slug = `denver-to-lisbon-${Date.now().toString(36)}`
const title = 'Business class from Denver to Lisbon'
const editedTitle = 'Business class from Denver to Lisbon: spring sale'
const dealUrl = `${urls.site}/all-deals/${slug}`

/** A picture the dataset has never seen (its colour is random), so the upload is a new asset. */
async function newPicture() {
  const [r, g, b] = Array.from({ length: 3 }, () => Math.floor(Math.random() * 256))
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer()
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'meridian-upload-')), 'lisbon.jpg')
  writeFileSync(file, bytes)
  return { file, sha1: createHash('sha1').update(bytes).digest('hex') }
}

/** A published change is on the site within 5 s (docs/behaviour.md, "Publishing"). */
const PUBLISH_TO_PAGE_MS = 5_000

const lake = new LakeProcess()
let documentUrl = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await lake.start()
})

test.afterAll(async () => {
  await lake.stop()
})

/**
 * What the Studio's pages report about the lake during the whole journey: console errors and
 * warnings that name it, its answers of 400 and up, and requests to it that failed (a request
 * the Studio cancels itself, on leaving a page, is not trouble). Checked by the last test. Hosts
 * outside this machine the Studio tries (its bridge script, fonts, version checks) are not the
 * lake's and fail offline by design (README, "What only hosted Sanity offers").
 */
const lakeTrouble: string[] = []
const lakeOrigins = [new URL(urls.lakeHttps).host, new URL(urls.lakeHttp).host]
const isLake = (text: string) => lakeOrigins.some((host) => text.includes(host))

test.beforeEach(({ page }) => {
  page.on('console', (message) => {
    // Chromium's note that the page itself closed a socket still connecting (on leaving a page).
    if (message.text().includes('closed before the connection is established')) return
    if (['error', 'warning'].includes(message.type()) && isLake(message.text() + (message.location().url ?? ''))) {
      lakeTrouble.push(`console ${message.type()}: ${message.text()}`)
    }
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && isLake(response.url())) {
      lakeTrouble.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    }
  })
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? ''
    if (isLake(request.url()) && error !== 'net::ERR_ABORTED') lakeTrouble.push(`${request.url()}: ${error}`)
  })
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('lake.log', { body: lake.output() })
})

/** The public page's h1, or the status when there is no page. */
async function publicTitle(request: APIRequestContext): Promise<string> {
  const response = await request.get(dealUrl, { maxRedirects: 0 })
  if (response.status() !== 200) return `status ${response.status()}`
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? 'no h1'
}

async function openDeal(page: Page) {
  await page.goto(documentUrl)
  await page.getByTestId('group-tab-all-fields').click()
}

async function publish(page: Page) {
  // The button is enabled once validation has settled and the draft differs from published.
  // A click while the last keystrokes are still being committed can be swallowed by the
  // Studio's re-render; an editor would click again, and so does this.
  await expect(async () => {
    await expect(page.getByTestId('action-publish')).toBeEnabled({ timeout: 5_000 })
    await page.getByTestId('action-publish').click()
    await expect(page.getByText(/was published/)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

test('an editor creates a deal with an image and publishes it; the site shows it', async ({ page, request }) => {
  await page.goto(`${urls.studio}/intent/create/template=deal;type=deal/`)
  await page.getByTestId('group-tab-all-fields').click({ timeout: 60_000 })
  await page.locator('#title').fill(title)
  await page.locator('#slug').fill(slug)
  await page.locator('[id="origin.city"]').fill('Denver')
  await page.locator('[id="origin.iata"]').fill('DEN')
  await page.locator('[id="destination.city"]').fill('Lisbon')
  await page.locator('[id="destination.iata"]').fill('LIS')

  // References are picked from the Studio's search, which runs GROQ on the lake. (The deal
  // has two arrays, airlines and blackout dates: the first Add item is the airlines'.)
  await page.getByTestId('field-airlines').getByRole('button', { name: 'Add item' }).click()
  await page.keyboard.type('Cedar')
  await page.getByRole('option', { name: /^Cedar Atlantic Airways/ }).click()
  await page.keyboard.press('Escape')
  await page.locator('#region').fill('Europe')
  await page.getByRole('option', { name: /^Europe/ }).click()

  await page.locator('#fareFrom').fill('2480')
  await page.locator('#publishedFare').fill('5150')
  await page.locator('#fareCheckedAt').fill('2026-11-20')
  await page.locator('#fareCheckedAt').press('Enter')

  const picture = await newPicture()
  await page.locator('input[type=file]').first().setInputFiles(picture.file)
  await page.locator('[id="image.alt"]').fill('Lisbon at dusk')
  // The uploaded image is stored by the lake under its SHA-1 and served back to the form.
  const preview = page.locator(`img[src*="${picture.sha1}"]`).first()
  await expect(preview).toBeVisible()
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  documentUrl = page.url()

  await publish(page)
  const published = Date.now()
  await expect.poll(() => publicTitle(request), { timeout: PUBLISH_TO_PAGE_MS, intervals: [200] }).toBe(title)
  expect(Date.now() - published).toBeLessThan(PUBLISH_TO_PAGE_MS)

  const list = await request.get(`${urls.site}/business-class-flights-alldeals`)
  expect(await list.text()).toContain(`/all-deals/${slug}`)

  // The deal's image is rendered by the site from the file the lake wrote into content/.
  const dealPage = await page.context().newPage()
  await dealPage.goto(dealUrl)
  // The hero picture is decorative (no alt): find it by the uploaded file's SHA-1, which the site's
  // short image address begins with (/img/<first 12 hex digits>; docs/performance.md, "Page weight").
  const hero = dealPage.locator(`img[src*="/img/${picture.sha1.slice(0, 12)}"]`)
  await expect(hero).toBeVisible()
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await dealPage.close()
})

test('the lake restarts with nothing lost', async ({ request }) => {
  await lake.restart()
  const response = await request.get(
    `${urls.lakeHttp}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "deal" && slug.current == $slug][0].title')}&$slug=${encodeURIComponent(JSON.stringify(slug))}`,
  )
  expect((await response.json()).result).toBe(title)
})

test('an edit stays a draft: the public page is unchanged, the preview shows it', async ({ page, request }) => {
  await openDeal(page)
  await page.locator('#title').fill(editedTitle)
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()

  // Give a wrongly triggered revalidation the time it would need, then check the public page.
  await page.waitForTimeout(1_500)
  expect(await publicTitle(request)).toBe(title)

  // Presentation opens the site through /api/draft-mode/enable with a fresh preview secret.
  await page.goto(`${urls.studio}/presentation?preview=${encodeURIComponent(`/all-deals/${slug}`)}`)
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(editedTitle, { timeout: 30_000 })
  await expect(preview.getByText(/showing drafts/i)).toBeVisible()
})

test('in Presentation, hovering a field outlines it and a click opens it in the document', async ({ page }) => {
  await page.goto(`${urls.studio}/presentation?preview=${encodeURIComponent(`/all-deals/${slug}`)}`)
  const preview = page.frameLocator('iframe').first()
  const heading = preview.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(editedTitle, { timeout: 30_000 })
  // The Studio's "Edit" switch is on once the page's overlays have connected and are enabled;
  // before that a click in the page outlines its element but opens nothing in the document.
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeChecked({ timeout: 30_000 })
  // The overlays (next-sanity's, in the page) draw an outline over the element under the pointer.
  const outline = preview.locator('sanity-visual-editing [data-hovered]')
  await expect(outline).toHaveCount(0)
  // The overlays connect to the Studio after the page has hydrated: until then a hover does
  // nothing, so the pointer leaves and comes back, as an editor's would.
  await expect(async () => {
    await page.mouse.move(0, 0)
    await heading.hover()
    await expect(outline.first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await heading.click()
  await expect(page.locator('#title')).toBeFocused()
  await expect(page.locator('#title')).toHaveValue(editedTitle)
})

test('in local mode the Studio offers nothing that needs Sanity’s hosted services', async ({ page }) => {
  await openDeal(page)
  await expect(page.getByTestId('action-publish')).toBeVisible()
  await page.getByTestId('action-menu-button').click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText('Delete')
  await expect(menu).not.toContainText(/schedule/i)
  await page.keyboard.press('Escape')
  for (const feature of ['task', 'comment', 'schedul', 'release-menu', 'announcement']) {
    await expect(page.locator(`[data-testid*="${feature}" i]`), feature).toHaveCount(0)
  }
})

test('History opens the original revision of a sample document', async ({ page }) => {
  const id = 'deal.boston-to-dublin-business-class'
  const original = (
    await loadDataset(contentDir, { projectId: 'local', dataset: 'production', assetBaseUrl: '' })
  ).find((doc) => doc._id === id)!
  // The revision the export carries: no transaction of the lake ever made it.
  await page.goto(`${urls.studio}/structure/deal;${encodeURIComponent(`${id},rev=${original._rev}`)}`)
  await expect(page.getByText(/^Revision from/)).toBeVisible({ timeout: 60_000 })
  await page.getByTestId('group-tab-all-fields').click()
  await expect(page.locator('#title')).toHaveValue(String(original.title))
  await expect(page.locator('[data-test-id="revision-not-found-banner"]')).toHaveCount(0)
})

test('publishing the edit updates the public page', async ({ page, request }) => {
  await lake.restart()
  await openDeal(page)
  await expect(page.locator('#title')).toHaveValue(editedTitle)
  await publish(page)
  await expect.poll(() => publicTitle(request), { timeout: PUBLISH_TO_PAGE_MS, intervals: [200] }).toBe(editedTitle)
})

test('unpublishing takes the page down', async ({ page, request }) => {
  await lake.restart()
  await openDeal(page)
  // Studio 6 offers "Unpublish" while the published version is the one shown, and asks for
  // confirmation (the dialog would list documents that reference it).
  await page.getByTestId('document-header-Published-chip').click()
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish now' }).click()
  await expect.poll(() => publicTitle(request), { timeout: PUBLISH_TO_PAGE_MS, intervals: [200] }).toBe('status 404')
  const list = await request.get(`${urls.site}/business-class-flights-alldeals`)
  expect(await list.text()).not.toContain(`/all-deals/${slug}`)
})

test('the Studio reported no trouble with the lake during the journey', () => {
  expect([...new Set(lakeTrouble)]).toEqual([])
})

test('content/ after the session loads with the lake’s own parser', async () => {
  await lake.stop()
  const documents = await loadDataset(contentDir, { projectId: 'local', dataset: 'production', assetBaseUrl: '' })
  const deal = documents.find((doc) => doc._type === 'deal' && (doc.slug as { current?: string })?.current === slug)
  // Unpublished: the deal lives on as a draft with the edited title and its image.
  expect(deal?._id.startsWith('drafts.')).toBe(true)
  expect(deal?.title).toBe(editedTitle)
  const assetRef = (deal?.image as { asset?: { _ref?: string } } | undefined)?.asset?._ref
  expect(documents.some((doc) => doc._id === assetRef && doc._type === 'sanity.imageAsset')).toBe(true)
  expect(readdirSync(path.join(contentDir, 'images')).some((file) => assetRef?.includes(file.split('-')[0]!))).toBe(
    true,
  )
  expect(documents.filter((doc) => doc._id.startsWith('drafts.') && doc._type === 'sanity.previewUrlSecret')).toEqual(
    [],
  )
})
