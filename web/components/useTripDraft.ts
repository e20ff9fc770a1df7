'use client'

import { useEffect, useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { createPersistedStore, type PersistBackend } from '@/lib/browser/persist'
import { STORAGE_KEYS } from '@/lib/browser/storage-keys'
import { prefillFromSearch, tripDraft, type TripDraft } from '@/lib/leads/flight-request'
import type { FlightRequestForm } from '@/lib/leads/schemas'
import type { TypedBeforeLoad } from './onDemand'

type Form = Pick<UseFormReturn<FlightRequestForm>, 'reset' | 'getValues' | 'subscribe'>

/**
 * The flight request's draft: the trip part of the form is kept as app state (in the storage
 * APP_STATE_STORAGE names) while the visitor fills it in, so a reload or a look at another page
 * loses nothing; contact details are never stored in the browser. After hydration the form gets
 * the visitor's own draft, then a deal's route and cabin from the query ("Request this fare")
 * on top, and what the visitor typed before the form's code arrived on top of that; from then on
 * every change is kept.
 */
export function useTripDraft(
  { reset, getValues, subscribe }: Form,
  storage: PersistBackend,
  typedBeforeLoad: TypedBeforeLoad = {},
) {
  const draft = useMemo(
    () =>
      createPersistedStore<TripDraft>({
        key: STORAGE_KEYS.appState,
        storage,
        initial: {},
        parse: tripDraft,
      }),
    [storage],
  )

  useEffect(() => {
    reset({ ...getValues(), ...draft.get(), ...prefillFromSearch(window.location.search), ...typedBeforeLoad })
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => draft.set(tripDraft(values)),
    })
    // Restored once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reset, getValues, subscribe, draft])
}
