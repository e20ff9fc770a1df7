'use client'

import { isPersisted, type PersistBackend } from '@/lib/browser/persist'
import { STORAGE_KEYS } from '@/lib/browser/storage-keys'
import { onDemand } from './onDemand'

/**
 * The lead forms that fill a page's first screen, shipped on demand (docs/performance.md): their
 * HTML is on the page at once, their code (react-hook-form, the validation schema, the airport
 * picker) arrives when the visitor reaches for them.
 */

/** The flight request (home hero, /flight). Loads at once when there is a trip to restore or prefill. */
export const FlightRequestForm = onDemand(
  () => import('./FlightRequestForm').then((module) => module.FlightRequestForm),
  {
    eager: ({ draftStorage }: { idPrefix?: string; draftStorage: PersistBackend }) =>
      isPersisted(STORAGE_KEYS.appState, draftStorage) || window.location.search !== '',
  },
)

/** The travel-preferences questionnaire (/questionnaire). */
export const QuestionnaireForm = onDemand(() =>
  import('./QuestionnaireForm').then((module) => module.QuestionnaireForm),
)
