import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AssetEntry } from './images.ts'
import { ptText, type Block } from './pt.ts'
import type { SanityDoc } from './sanity.ts'
import { SAMPLE_DRAFT_DEAL } from '../data/deals.ts'

const REGION_SLUGS = ['europe', 'asia', 'oceania', 'africa', 'middle-east', 'latin-america', 'indian-subc'].map(
  (s) => `business-class-flights-to-${s}`,
)
const CITY_SLUGS = ['paris', 'rome', 'london', 'barcelona', 'madrid', 'milan', 'amsterdam'].map(
  (s) => `business-class-flights-to-${s}`,
)
const PAGE_SLUGS = [
  'about-us',
  'privacy-policy',
  'refunds-policy',
  'terms-and-conditions',
  'business-class-flights',
  'call-for-business-flights',
  'flight',
  'thanks',
  'questionnaire',
]

type Walk = (value: unknown, path: string) => void

function walk(value: unknown, path: string, visit: Walk): void {
  visit(value, path)
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, visit))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, visit)
}

const slugOf = (d: SanityDoc): string | undefined => (d.slug as { current?: string } | undefined)?.current
const refOf = (v: unknown): string | undefined => (v as { _ref?: string } | undefined)?._ref
const blocks = (v: unknown): Block[] => (Array.isArray(v) ? (v as Block[]) : [])

/**
 * Integrity checks over the generated dataset. Collects every problem and throws once
 * with the whole list, so a broken dataset is never written silently.
 */
export function checkDataset(docs: SanityDoc[], assets: Record<string, AssetEntry>, dir: string): void {
  const errors: string[] = []
  const fail = (message: string): void => {
    errors.push(message)
  }
  const ids = new Set<string>()
  for (const d of docs) {
    if (ids.has(d._id)) fail(`duplicate _id ${d._id}`)
    ids.add(d._id)
  }
  const published = docs.filter((d) => !d._id.startsWith('drafts.'))
  const ofType = (type: string): SanityDoc[] => published.filter((d) => d._type === type)

  for (const d of docs) {
    walk(d, d._id, (value, path) => {
      if (Array.isArray(value)) {
        const keys = new Set<string>()
        for (const item of value) {
          if (item && typeof item === 'object') {
            const key = (item as { _key?: unknown })._key
            if (typeof key !== 'string') fail(`${path}: array item without _key`)
            else if (keys.has(key)) fail(`${path}: duplicate _key ${key}`)
            else keys.add(key)
          }
        }
        return
      }
      if (!value || typeof value !== 'object') return
      const record = value as Record<string, unknown>
      if (record._type === 'reference') {
        const target = record._ref
        if (typeof target !== 'string' || !ids.has(target)) fail(`${path}: reference to missing ${String(target)}`)
        else if (target.startsWith('drafts.')) fail(`${path}: reference to a draft ${target}`)
      }
      if (typeof record._sanityAsset === 'string') {
        const match = /^image@file:\/\/\.\/images\/([0-9a-f]{40})-(\d+)x(\d+)\.(jpg|png)$/.exec(record._sanityAsset)
        if (!match) fail(`${path}: malformed _sanityAsset ${record._sanityAsset}`)
        else {
          const file = record._sanityAsset.replace('image@file://./', '')
          if (!existsSync(join(dir, file))) fail(`${path}: missing file ${file}`)
          const entry = assets[`image-${match[1]}`]
          if (!entry) fail(`${path}: no assets.json entry for ${match[1]}`)
          else if (
            entry.metadata.dimensions.width !== Number(match[2]) ||
            entry.metadata.dimensions.height !== Number(match[3])
          )
            fail(`${path}: dimensions differ from assets.json`)
        }
        if (typeof record.alt !== 'string' || record.alt.trim() === '') fail(`${path}: image without alt`)
      }
      if (record._type === 'seo') {
        if (typeof record.title !== 'string' || record.title.length > 70) fail(`${path}: seo.title missing or > 70`)
        if (typeof record.description !== 'string' || record.description.length > 160)
          fail(`${path}: seo.description missing or > 160 (${String(record.description).length})`)
      }
    })
  }

  // slugs: unique per type; a draft shares its slug only with its own published version
  const seen = new Map<string, string>()
  for (const d of docs) {
    const s = slugOf(d)
    if (s === undefined) continue
    const key = `${d._type}:${s}`
    const base = d._id.replace(/^drafts\./, '')
    const other = seen.get(key)
    if (other !== undefined && other !== base) fail(`slug ${key} used by ${other} and ${d._id}`)
    seen.set(key, base)
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s)) fail(`${d._id}: slug ${s} is not kebab-case`)
  }

  const sameSet = (actual: (string | undefined)[], expected: string[], label: string): void => {
    const a = JSON.stringify(actual)
    const e = JSON.stringify(expected)
    if (a !== e) fail(`${label}: expected ${e}, got ${a}`)
  }
  const byOrder = (list: SanityDoc[]): SanityDoc[] => [...list].sort((x, y) => Number(x.order) - Number(y.order))
  sameSet(byOrder(ofType('region')).map(slugOf), REGION_SLUGS, 'region slugs in order')
  sameSet(byOrder(ofType('city')).map(slugOf), CITY_SLUGS, 'city slugs in order')
  sameSet(ofType('page').map(slugOf).sort(), [...PAGE_SLUGS].sort(), 'page slugs')

  const settings = published.find((d) => d._id === 'siteSettings')
  const home = published.find((d) => d._id === 'homePage')
  if (!settings || !home) fail('missing singleton')
  if (settings) {
    if ((settings.memberships as unknown[]).length !== 2) fail('siteSettings.memberships must have exactly 2 items')
    const phone = settings.salesPhone as { digits: string; formatted: string }
    if (!/^\+?1?\d{10}$/.test(phone.digits) || !phone.formatted.startsWith('+1'))
      fail('siteSettings.salesPhone malformed')
  }
  if (home) {
    const featured = (home.featuredDeals as unknown[]).length
    const steps = (home.howItWorks as unknown[]).length
    if (featured < 3 || featured > 9) fail('homePage.featuredDeals must have 3–9 items')
    if (steps < 3 || steps > 4) fail('homePage.howItWorks must have 3–4 items')
  }

  // Sample deals roll forward from the reference day only if they were last updated by its end
  // (content/README.md, "Dates"); a deal updated later would silently keep its dates.
  const { referenceDay } = JSON.parse(readFileSync(join(dir, 'sample.json'), 'utf8')) as { referenceDay: string }
  const endOfReferenceDay = Date.parse(`${referenceDay}T00:00:00Z`) + 86_400_000
  const deals = ofType('deal')
  const count = (pred: (d: SanityDoc) => boolean): number => deals.filter(pred).length
  for (const d of docs.filter((x) => x._type === 'deal')) {
    const fare = d.fareFrom as number
    const pub = d.publishedFare as number
    if (!(fare > 0) || !(pub > fare)) fail(`${d._id}: publishedFare must exceed fareFrom`)
    const markup = pub / fare - 1
    if (markup < 0.245 || markup > 0.555) fail(`${d._id}: published fare ${Math.round(markup * 100)}% above fareFrom`)
    const w = d.travelWindow as { start: string; end: string }
    if (!(w.start <= w.end) || !w.start.startsWith('2027') || !w.end.startsWith('2027')) fail(`${d._id}: travel window`)
    if (!String(d.fareCheckedAt).startsWith('2026-11-')) fail(`${d._id}: fareCheckedAt not in Nov 2026`)
    if (!(String(d.fareCheckedAt) <= referenceDay)) fail(`${d._id}: fareCheckedAt after the reference day`)
    if (!(Date.parse(d._updatedAt) < endOfReferenceDay)) fail(`${d._id}: _updatedAt after the reference day`)
    for (const b of (d.blackoutDates ?? []) as { start: string; end: string }[])
      if (!(w.start <= b.start && b.start <= b.end && b.end <= w.end)) fail(`${d._id}: blackout ${b.start}–${b.end}`)
    for (const f of ['origin', 'destination'] as const)
      if (!/^[A-Z]{3}$/.test((d[f] as { iata: string }).iata)) fail(`${d._id}: ${f}.iata`)
    if (typeof d.excerpt !== 'string' || d.excerpt.length > 200)
      fail(`${d._id}: excerpt > 200 (${String(d.excerpt).length})`)
  }
  for (const a of ofType('airline')) {
    if (count((d) => (d.airlines as { _ref: string }[]).some((r) => r._ref === a._id)) < 2)
      fail(`${a._id}: fewer than 2 deals`)
    if (!/^[A-Z0-9]{2}$/.test(String(a.iata))) fail(`${a._id}: iata`)
    if (String(a.summary).length > 300) fail(`${a._id}: summary > 300`)
  }
  for (const r of ofType('region'))
    if (count((d) => refOf(d.region) === r._id) < 3) fail(`${r._id}: fewer than 3 deals`)
  for (const c of ofType('city')) if (count((d) => refOf(d.city) === c._id) < 2) fail(`${c._id}: fewer than 2 deals`)
  if (deals.length < 40) fail(`only ${deals.length} deals`)
  if (ofType('airline').length < 12) fail('fewer than 12 airlines')

  for (const p of ofType('post')) {
    const body = blocks(p.body)
    const paragraphs = body.filter((b) => b.style === 'normal' && !b.listItem).length
    if (paragraphs < 5 || !body.some((b) => b.style === 'h2')) fail(`${p._id}: needs ≥ 5 paragraphs and an h2`)
    if (String(p.excerpt).length > 240) fail(`${p._id}: excerpt > 240`)
  }
  if (ofType('post').length < 6) fail('fewer than 6 posts')
  for (const p of ofType('page').filter((x) => x.kind === 'legal')) {
    const body = blocks(p.body)
    if (body.filter((b) => b.style === 'h2').length < 6) fail(`${p._id}: fewer than 6 sections`)
    if (!/no card data is collected on this website/i.test(ptText(body)))
      fail(`${p._id}: must say no card data is collected`)
    if (!/sample/i.test(ptText(body))) fail(`${p._id}: must say it is a sample`)
  }
  if (ofType('faq').length < 10) fail('fewer than 10 faqs')
  const ratings = ofType('review').map((r) => r.rating as number)
  if (ratings.length < 8 || ratings.some((r) => !Number.isInteger(r) || r < 1 || r > 5))
    fail('reviews: need ≥ 8 with integer ratings 1–5')

  for (const id of [
    `drafts.deal.${SAMPLE_DRAFT_DEAL}`,
    'drafts.deal.draft-only-secret-fare',
    'drafts.post.draft-only-post',
  ]) {
    if (!ids.has(id)) fail(`missing draft ${id}`)
  }

  if (errors.length > 0) throw new Error(`Dataset integrity check failed:\n- ${errors.join('\n- ')}`)
}
