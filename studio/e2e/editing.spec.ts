import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { loadDataset } from '@meridian/dataset'
import sharp from 'sharp'
import { EDITOR_STORAGE_KEY } from '../localAuthStore.ts'
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
 * What the Studio's pages report during the whole journey: every console error and warning
 * logged by code from this machine (the Studio, the previewed site, the lake), the lake's
 * answers of 400 and up, and requests to it that failed (a request the Studio cancels itself,
 * on leaving a page, is not trouble). Checked by the last test. Requests to hosts outside this
 * machine that the Studio makes fail offline by design (README, "What only hosted Sanity
 * offers"); what the Studio then says about them on the console is trouble all the same.
 */
const trouble: string[] = []
const lakeOrigins = [new URL(urls.lakeHttps).host, new URL(urls.lakeHttp).host]
const isLake = (text: string) => lakeOrigins.some((host) => text.includes(host))
const isLocal = (url: string) => /^(https?|wss?):\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(url)

/**
 * What Sanity's own Studio code logs offline however it is configured, the only messages let
 * through: its check for a newer Sanity asks sanity-cdn.com (no setting turns it off), and while
 * its panes mount it opens and drops the presence socket before that is established, which
 * Chromium notes (the socket it keeps is held to staying open by the presence test).
 */
const SANITY_OFFLINE = [
  /^Failed to fetch version for package \(using tag=latest\) sanity/,
  /^WebSocket connection to '[^']+\/socket\/production\?tag=sanity\.studio' failed: WebSocket is closed before the connection is established\.$/,
]

function watch(page: Page) {
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return
    if (SANITY_OFFLINE.some((pattern) => pattern.test(message.text()))) return
    const where = message.location().url ?? ''
    if (isLocal(where) || isLake(message.text())) {
      trouble.push(`console ${message.type()} (${where}): ${message.text()}`)
    }
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && isLake(response.url())) {
      trouble.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    }
  })
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? ''
    if (isLake(request.url()) && error !== 'net::ERR_ABORTED') trouble.push(`${request.url()}: ${error}`)
  })
}

test.beforeEach(({ page }) => watch(page))

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

/** Two editors of this machine, each a browser of its own (studio/localAuthStore.ts, browserEditor). */
const EDITORS = [
  { id: 'local-e2eheron00000000000', name: 'Grey Heron' },
  { id: 'local-e2ekite000000000000', name: 'Red Kite' },
]

test('two editors on one deal see each other, on the document and on the field being edited', async ({ browser }) => {
  const sessions = await Promise.all(
    EDITORS.map(async (editor) => {
      const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 960 } })
      await context.addInitScript(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [EDITOR_STORAGE_KEY, JSON.stringify(editor)],
      )
      const page = await context.newPage()
      watch(page)
      // The presence sockets to the lake, and whether each got as far as exchanging messages (the
      // Studio opens and drops a few while its panes mount, before any is established).
      const sockets: { url: string; used: boolean; closedAt?: number }[] = []
      page.on('websocket', (socket) => {
        if (!isLake(socket.url())) return
        const entry: (typeof sockets)[number] = { url: socket.url(), used: false }
        sockets.push(entry)
        socket.on('framesent', () => (entry.used = true))
        socket.on('close', () => (entry.closedAt = Date.now()))
      })
      await openDeal(page)
      return { editor, context, page, sockets }
    }),
  )
  const [heron, kite] = sessions as [(typeof sessions)[0], (typeof sessions)[0]]
  const since = Date.now()
  const avatar = (name: string) => `[data-ui="Avatar"][title="${name}"]`
  const pairs = [
    [heron, kite],
    [kite, heron],
  ] as const

  // On the document: its row in the list of deals carries the other's avatar, not one's own.
  for (const [viewer, other] of pairs) {
    const row = viewer.page.getByRole('option', { name: /^Denver → Lisbon/ })
    await expect(row.locator(avatar(other.editor.name))).toBeVisible({ timeout: 20_000 })
    await expect(row.locator(avatar(viewer.editor.name))).toHaveCount(0)
    // …and says so to a screen reader, in words (not a translation key).
    await expect(row.getByLabel(`${other.editor.name} is editing this document right now`)).toBeVisible()
  }

  // On the field the other is in: the avatar sits in that field's box.
  const fields = new Map([
    [heron, 'title'],
    [kite, 'slug'],
  ])
  for (const [session, field] of fields)
    await session.page.getByTestId(`field-${field}`).locator('input').first().click()
  const onField = async (page: Page, field: string, name: string) => {
    const box = await page.getByTestId(`field-${field}`).boundingBox()
    const avatars = await page
      .locator(avatar(name))
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))
    return avatars.some(
      (found) =>
        box !== null &&
        found.width > 0 &&
        found.top >= box.y - 4 &&
        found.bottom <= box.y + box.height + 4 &&
        found.left >= box.x - 4 &&
        found.right <= box.x + box.width + 4,
    )
  }
  for (const [viewer, other] of pairs) {
    await expect.poll(() => onField(viewer.page, fields.get(other)!, other.editor.name), { timeout: 20_000 }).toBe(true)
  }

  // The socket stays open: none closed, so none reopened, in the ten seconds from the moment both
  // had the deal open (while its panes mount, the Studio opens and drops a few), and the one
  // in use is open at the end.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10_000 - (Date.now() - since))))
  for (const { sockets, editor } of sessions) {
    expect(
      sockets.filter(({ closedAt }) => closedAt !== undefined && closedAt >= since),
      editor.name,
    ).toEqual([])
    const open = sockets.filter(({ used, closedAt }) => used && closedAt === undefined)
    expect(
      open.map(({ url }) => new URL(url).pathname),
      editor.name,
    ).toEqual(['/v2022-06-30/socket/production'])
  }
  await Promise.all(sessions.map(({ context }) => context.close()))
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

  // No words that only hold for a hosted project: no invitation to its members, and no "Up to
  // date" from a version check that cannot run offline.
  await page.getByRole('button', { name: 'Global presence' }).click()
  await expect(page.getByText('No one else is here')).toBeVisible()
  await expect(page.getByText(/open this Studio in another browser/)).toBeVisible()
  await expect(page.getByText(/invite/i)).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Help and resources' }).click()
  await expect(page.getByText('Installed version (no update check offline)')).toBeVisible()
  await expect(page.getByText('Up to date')).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Vision opens on the project's API version, one it lists by name.
  await page.goto(`${urls.studio}/vision`)
  const apiVersion = page.getByRole('combobox').filter({ has: page.getByRole('option', { name: 'v2025-02-19' }) })
  await expect(apiVersion).toHaveValue('v2025-02-19')
  // It queries with the perspective of the Studio's navigation bar, Drafts, and says so.
  const perspective = page.getByRole('combobox').filter({ has: page.getByRole('option', { name: 'drafts' }) })
  await expect(perspective.locator('option:checked')).toHaveText('The Studio’s perspective')
  await expect(perspective).not.toContainText(/release/i)
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

test('the Studio reported no trouble during the journey', () => {
  expect([...new Set(trouble)]).toEqual([])
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
