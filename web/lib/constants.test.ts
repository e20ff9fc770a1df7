import { describe, expect, it } from 'vitest'
import {
  BUILD_VERSION,
  BUILD_VERSION_STORAGE_KEY,
  CHUNK_RELOAD_GUARD_MS,
  FOOTER_COPYRIGHT,
  IMAGE_DEFAULTS,
  IMAGE_PLACEHOLDER,
  IMAGE_SCREENS,
  MAPS,
  SMALL_SCREEN_BELOW,
  VERSION_POLL_INTERVAL_MS,
  VIEWPORT_BREAKPOINTS,
  VIEWPORT_COOKIE_MAX_AGE_DAYS,
} from './constants'
import { queryLocalDataset } from './sanity/local-dataset'
import { settingsQuery } from './sanity/queries'

describe('SPEC.md §9 constants', () => {
  it('keep the build version 20251031 under buildVersion', () => {
    expect(BUILD_VERSION).toBe('20251031')
    expect(BUILD_VERSION_STORAGE_KEY).toBe('buildVersion')
  })

  it('poll for a new version hourly and guard chunk reloads for 10 s', () => {
    expect(VERSION_POLL_INTERVAL_MS).toBe(3_600_000)
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000)
  })

  it('name the viewport breakpoints and keep the viewport cookie a year', () => {
    expect(VIEWPORT_BREAKPOINTS).toEqual({
      mobile: 320,
      mobileMedium: 375,
      mobileWide: 425,
      tablet: 768,
      desktop: 1024,
      desktopMedium: 1280,
      desktopWide: 1600,
    })
    expect(VIEWPORT_COOKIE_MAX_AGE_DAYS).toBe(365)
    expect(SMALL_SCREEN_BELOW).toBe(768)
  })

  it('set the image breakpoints, defaults and placeholders', () => {
    expect(IMAGE_SCREENS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 })
    expect(IMAGE_DEFAULTS).toEqual({ format: 'webp', quality: 80, densities: [1, 2] })
    expect(IMAGE_PLACEHOLDER).toEqual({ width: 10, height: 10, quality: 50, blur: 3 })
  })

  it('load maps in English with the places library', () => {
    expect(MAPS).toEqual({ language: 'en', libraries: ['places'] })
  })

  it('agree with the sample site settings on the copyright years', async () => {
    expect(FOOTER_COPYRIGHT).toBe('2024-2025')
    const settings = (await queryLocalDataset(settingsQuery, {})) as { copyrightYears: string }
    expect(settings.copyrightYears).toBe(FOOTER_COPYRIGHT)
  })
})
