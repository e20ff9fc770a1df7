import { defineLocaleResourceBundle } from 'sanity'

/**
 * Words of the Studio's own that speak of hosted Sanity, replaced in local mode with what is true
 * on this machine (README, "What only hosted Sanity offers"): the presence menu's invitation to a
 * hosted project's members, and the help menu's "Up to date", which the Studio says whenever its
 * version check has no answer, as it never has offline.
 */
const studioWords = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'studio',
  resources: {
    'presence.no-one-else-description':
      'Each browser is an editor of its own: open this Studio in another browser, or a private window, to edit beside another.',
    'help-resources.up-to-date': 'Installed version (no update check offline)',
  },
})

/**
 * Vision queries with the perspective chosen in the Studio's navigation bar (Drafts, unless the
 * editor picks another) and calls that choice "Pinned release", a hosted feature's name: here it
 * says what it is. Vision has no setting for the perspective it opens with.
 */
const visionWords = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'vision',
  resources: {
    'settings.perspectives.pinned-release-label': 'The Studio’s perspective',
  },
})

/**
 * The avatars on a document's row in a list are labelled from the releases tool's words, which
 * the Studio loads only with releases on; with them off (contentLake.ts) screen readers heard the
 * raw key "presence.tooltip.one". There are no releases here, so the label names none.
 */
const presenceWords = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'releases',
  resources: {
    'presence.tooltip.one': '{{displayName}} is editing this document right now',
    'presence.tooltip.other': '{{count}} people are editing this document right now',
  },
})

export const offlineWords = [studioWords, visionWords, presenceWords]
