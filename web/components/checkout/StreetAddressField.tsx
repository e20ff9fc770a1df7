'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { getConsentStore } from '@/lib/browser/consent'
import type { AddressSuggestion, PostalAddress } from '@/lib/checkout/places'
import { onListKeyDown, suggestionCount } from '../combobox'
import type { ControlProps } from '../FormField'
import styles from '../Combobox.module.css'

type Props = {
  /** The label's id and the hint and error texts, from FormField. */
  control: ControlProps
  /** react-hook-form's registration of the field. */
  field: UseFormRegisterReturn
  /** The booking's token when the site can suggest addresses; null: a plain text field. */
  token: string | null
  /** A chosen suggestion's address, to fill the billing form with. */
  onAddress: (address: PostalAddress) => void
}

/** Wait this long after the last keystroke before asking: one lookup per pause, not per letter. */
const PAUSE_MS = 250
const MIN_LENGTH = 3

/** Google's session token groups a typist's lookups and the choice into one billed session. */
const newSession = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

async function lookUp<T>(token: string, query: Record<string, string>, signal?: AbortSignal): Promise<T | null> {
  try {
    const response = await fetch(`/api/checkout/${token}/addresses?${new URLSearchParams(query)}`, { signal })
    return response.ok ? ((await response.json()) as T) : null
  } catch {
    return null
  }
}

/**
 * The billing address's street line. With suggestions available (a Places key on the server) and
 * functional cookies allowed, a combobox (components/combobox.ts): after a pause in typing, the
 * site's own API lists up to five matching addresses (asked of Google by the server, so that the
 * booking's page loads nothing from a third party: docs/privacy.md, "The booking link"), and a
 * choice fills the whole address. Without them, or when a lookup fails, it is a plain text field:
 * a traveller can always type the address.
 */
export function StreetAddressField({ control, field, token, onAddress }: Props) {
  const store = getConsentStore()
  const consent = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  const suggesting = token !== null && consent.functional

  const [options, setOptions] = useState<AddressSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const session = useRef('')
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})
  useEffect(() => {
    const current = pending.current
    return () => {
      clearTimeout(current.timer)
      current.request?.abort()
    }
  }, [])

  if (!suggesting) return <input {...control} autoComplete="billing address-line1" {...field} />

  const listboxId = `${control.id}-suggestions`
  const optionId = (index: number) => `${control.id}-suggestion-${index}`
  const expanded = open && options.length > 0

  const search = (text: string) => {
    clearTimeout(pending.current.timer)
    pending.current.request?.abort()
    setActive(-1)
    if (text.trim().length < MIN_LENGTH) {
      setOptions([])
      return
    }
    pending.current.timer = setTimeout(async () => {
      const request = new AbortController()
      pending.current.request = request
      session.current ||= newSession()
      const found = await lookUp<{ suggestions: AddressSuggestion[] }>(
        token,
        { q: text, session: session.current },
        request.signal,
      )
      if (request.signal.aborted) return
      setOptions(found?.suggestions ?? [])
      setOpen(true)
    }, PAUSE_MS)
  }

  const choose = async (suggestion: AddressSuggestion) => {
    setOpen(false)
    setActive(-1)
    setOptions([])
    const chosen = await lookUp<{ address: PostalAddress }>(token, { place: suggestion.id, session: session.current })
    // The session ends with the choice; the next lookup starts another.
    session.current = ''
    if (chosen) onAddress(chosen.address)
  }

  return (
    <div className={styles.combobox}>
      <input
        {...control}
        autoComplete="billing address-line1"
        {...field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          void field.onChange(event)
          search(event.target.value)
        }}
        onKeyDown={(event) =>
          onListKeyDown(event, {
            options,
            expanded,
            active,
            setOpen,
            setActive,
            choose: (option) => void choose(option),
          })
        }
        onBlur={(event) => {
          setOpen(false)
          setActive(-1)
          void field.onBlur(event)
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suggested addresses"
        className={styles.listbox}
        hidden={!expanded}
        // Keep focus in the input while the pointer chooses.
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded
          ? options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onClick={() => void choose(option)}
              >
                {option.text}
              </li>
            ))
          : null}
      </ul>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {expanded ? suggestionCount(options.length) : ''}
      </div>
    </div>
  )
}
