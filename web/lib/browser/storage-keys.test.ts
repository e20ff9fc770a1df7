// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILD_VERSION_STORAGE_KEY } from '@/lib/constants'
import { COOKIE_NAMES, STORAGE_KEYS } from './storage-keys'

describe('storage keys', () => {
  it('lists every storage key and cookie name the site uses', () => {
    expect(STORAGE_KEYS).toEqual({
      buildVersion: 'buildVersion',
      utmRecords: 'utmRecords',
      sessionId: 'sessionId',
      chunkReloads: 'chunkReloadGuard',
      appState: 'appState',
    })
    expect(STORAGE_KEYS.buildVersion).toBe(BUILD_VERSION_STORAGE_KEY)
    expect(COOKIE_NAMES).toEqual({
      consent: 'meridian_consent',
      cookiebotConsent: 'CookieConsent',
      viewport: 'viewport',
    })
  })

  it('has no two entries with the same name', () => {
    const names = [...Object.values(STORAGE_KEYS), ...Object.values(COOKIE_NAMES)]
    expect(new Set(names).size).toBe(names.length)
  })

  it('is the only browser module that spells a key', () => {
    const dir = import.meta.dirname
    const sources = readdirSync(dir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'storage-keys.ts',
    )
    expect(sources.length).toBeGreaterThan(5)
    for (const file of sources) {
      const text = readFileSync(path.join(dir, file), 'utf8')
      for (const name of [...Object.values(STORAGE_KEYS), ...Object.values(COOKIE_NAMES)]) {
        expect(text, `${file} spells '${name}'`).not.toMatch(new RegExp(`['"]${name}['"]`))
      }
    }
  })
})
