import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Published documents of the sample dataset: the tests' fixtures come from content/. */
type Doc = { _id: string; _type: string; [key: string]: unknown }

const documents: Doc[] = readFileSync(path.join(import.meta.dirname, '..', '..', 'content', 'data.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.'))

export const ofType = <T = Record<string, unknown>>(type: string) =>
  documents.filter((doc) => doc._type === type) as unknown as (Doc & T)[]

export const byId = <T = Record<string, unknown>>(id: string) =>
  documents.find((doc) => doc._id === id) as unknown as Doc & T

type Slugged = { slug: { current: string } }
export const first = <T = Record<string, unknown>>(type: string) => {
  const doc = ofType<T & Slugged>(type)[0]
  if (!doc) throw new Error(`No published ${type} in content/data.ndjson`)
  return doc
}

export const REGION_SLUGS = ['europe', 'asia', 'oceania', 'africa', 'middle-east', 'latin-america', 'indian-subc'].map(
  (name) => `business-class-flights-to-${name}`,
)
export const CITY_SLUGS = ['paris', 'rome', 'london', 'barcelona', 'madrid', 'milan', 'amsterdam'].map(
  (name) => `business-class-flights-to-${name}`,
)

/**
 * Resolves once React has taken the page over. Next loads its scripts with `async`, so `load`,
 * which `page.goto` waits for, can come before hydration: a test of what a visitor does with the
 * working page (a menu, a modal, a form's own checks) starts here, as the visitor's tap would have to.
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
}

/** Every console error and uncaught exception of `page` from now on, as they arrive. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
