'use client'

import { useEffect, useSyncExternalStore, type RefObject } from 'react'
import { getConsentStore } from '@/lib/browser/consent'
import { addressFromPlace, loadMapsLibrary, type AddressComponent, type PostalAddress } from '@/lib/browser/maps'

type Autocomplete = {
  addListener: (event: 'place_changed', handler: () => void) => unknown
  getPlace: () => { address_components?: AddressComponent[] }
}
type Places = {
  Autocomplete: new (input: HTMLInputElement, options: Record<string, unknown>) => Autocomplete
}

export type MapsConfig = { key?: string; scriptUrl?: string }

/**
 * Address suggestions on a street-address field from the maps library (places, in English),
 * when a maps key is configured and the visitor allows functional cookies, loaded at the
 * field's first focus and never before: without a key, without consent, or when the library
 * fails, the field is an ordinary text field. A chosen place fills the whole address.
 */
export function useAddressSuggestions(
  input: RefObject<HTMLInputElement | null>,
  maps: MapsConfig,
  onAddress: (address: PostalAddress) => void,
) {
  const store = getConsentStore()
  const consent = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  const enabled = Boolean(maps.key) && consent.functional

  useEffect(() => {
    const field = input.current
    if (!enabled || !field) return
    let cancelled = false
    const attach = async () => {
      try {
        const library = await loadMapsLibrary({ key: maps.key, scriptUrl: maps.scriptUrl })
        const places = (await library?.importLibrary?.('places')) as Places | undefined
        if (cancelled || !places) return
        const autocomplete = new places.Autocomplete(field, {
          fields: ['address_components'],
          types: ['address'],
        })
        autocomplete.addListener('place_changed', () => {
          const place = autocomplete.getPlace()
          if (place.address_components) onAddress(addressFromPlace(place.address_components))
        })
      } catch (error) {
        console.warn('[checkout] address suggestions are unavailable:', error instanceof Error ? error.message : error)
      }
    }
    field.addEventListener('focus', attach, { once: true })
    return () => {
      cancelled = true
      field.removeEventListener('focus', attach)
    }
  }, [enabled, input, maps.key, maps.scriptUrl, onAddress])
}
