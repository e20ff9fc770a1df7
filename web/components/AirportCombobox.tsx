'use client'

import { useCallback, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import type * as AirportSearchModule from '@/lib/airports/search'
import type { Airport } from '@/lib/airports/search'
import { onListKeyDown, suggestionCount } from './combobox'
import formStyles from './Form.module.css'
import styles from './Combobox.module.css'

export type AirportComboboxProps = {
  /** id of the text input (the label points to it); also prefixes the popup's ids */
  id: string
  /** the visible label */
  label: ReactNode
  /** the chosen IATA airport or city code, '' when none */
  value: string
  /** called with the chosen code, and with '' as soon as the visitor edits the text again */
  onChange: (code: string) => void
  onBlur?: () => void
  /** name of a hidden input carrying the code, for plain form posts */
  name?: string
  invalid?: boolean
  /** ids of the hint and error texts */
  describedBy?: string
  placeholder?: string
  autoFocus?: boolean
  required?: boolean
  disabled?: boolean
  /** the text input, e.g. react-hook-form's `field.ref` so a failed submit can focus it */
  ref?: Ref<HTMLInputElement>
  /** how many suggestions to show (default 8) */
  limit?: number
  /** extra class for the wrapper, which has Form.module.css's `field` class */
  className?: string
}

type AirportSearch = typeof AirportSearchModule

// The airport list is ~65 KB gzipped: it is fetched as its own chunk when a visitor first
// uses a picker (or one shows a prefilled code), never as part of the page's bundle.
let loaded: AirportSearch | undefined
let loading: Promise<AirportSearch> | undefined
const loadAirportSearch = () => (loading ??= import('@/lib/airports/search').then((module) => (loaded = module)))

function useAirportSearch(eager: boolean): [AirportSearch | undefined, () => void] {
  const [search, setSearch] = useState(loaded)
  const load = useCallback(() => {
    if (!search) void loadAirportSearch().then(setSearch)
  }, [search])
  useEffect(() => {
    if (eager) load()
  }, [eager, load])
  return [search, load]
}

const labelFor = (search: AirportSearch | undefined, code: string): string => {
  if (!code) return ''
  const place = search?.findAirport(code)
  return place ? search!.airportLabel(place) : code
}

/**
 * An airport picker: a text input with a list of matching airports and metropolitan city
 * codes, after the WAI-ARIA 1.2 combobox pattern (listbox popup, list autocomplete; its keys in
 * components/combobox.ts). A click chooses an option. A polite live region tells how many
 * suggestions there are. Typing after a choice clears the code (onChange('')) until the
 * visitor chooses again; leaving the field with just a known code typed in capitals ("JFK")
 * chooses it.
 *
 * Built for react-hook-form's Controller: pass `field.value`, `field.onChange`,
 * `field.onBlur`, `field.name` and `field.ref`.
 */
export function AirportCombobox({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  invalid,
  describedBy,
  placeholder,
  autoFocus,
  required,
  disabled,
  ref,
  limit = 8,
  className,
}: AirportComboboxProps) {
  const labelId = `${id}-label`
  const listboxId = `${id}-listbox`
  const optionId = (code: string) => `${id}-option-${code}`

  const [search, loadSearch] = useAirportSearch(value !== '')
  const [text, setText] = useState(() => labelFor(search, value))
  // Once the list arrives, a code shown on its own becomes its full label.
  const [labelled, setLabelled] = useState(Boolean(search))
  if (search && !labelled) {
    setLabelled(true)
    if (value && text === value) setText(labelFor(search, value))
  }
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The last value the parent passed, and the last code this input reported: a new value
  // that is not our own echo (a form reset, a default filled in later) rewrites the text.
  const [seenValue, setSeenValue] = useState(value)
  const [reported, setReported] = useState(value)
  if (value !== seenValue) {
    setSeenValue(value)
    if (value !== reported) {
      setReported(value)
      setText(labelFor(search, value))
      setOpen(false)
      setActive(-1)
    }
  }

  // While the text shows the chosen place there is nothing to search for.
  const query = value && text === labelFor(search, value) ? '' : text
  const results = useMemo(() => search?.searchAirports(query, limit) ?? [], [search, query, limit])
  const searching = query.trim().length >= 2
  const expanded = open && results.length > 0
  const activePlace = expanded ? results[active] : undefined
  const activeId = activePlace ? optionId(activePlace.code) : undefined

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  // Text typed into the server-rendered field before this code arrived (a form loaded on demand,
  // components/onDemand.tsx) is on screen but unknown to React: take it up and search for it.
  useEffect(() => {
    const input = document.getElementById(id)
    if (!(input instanceof HTMLInputElement) || input.value === '' || input.value === text) return
    loadSearch()
    // The DOM is the outside system here: what it holds is news to React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setText(input.value)
    setOpen(document.activeElement === input)
    // Once, when the field mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const report = (code: string) => {
    setReported(code)
    if (code !== value) onChange(code)
  }

  const choose = (place: Airport) => {
    setText(search ? search.airportLabel(place) : place.code)
    setOpen(false)
    setActive(-1)
    report(place.code)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    onListKeyDown(event, { options: results, expanded, active, setOpen, setActive, choose })

  const announcement =
    !open || !searching ? '' : results.length === 0 ? 'No matching airports' : suggestionCount(results.length)

  return (
    <div className={[formStyles.field, className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className={styles.combobox}>
        <input
          ref={ref}
          id={id}
          type="text"
          role="combobox"
          className={styles.input}
          value={text}
          placeholder={placeholder}
          autoFocus={autoFocus}
          required={required}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            loadSearch()
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
            report('')
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onFocus={(event) => {
            loadSearch()
            // After a choice, typing replaces the whole label.
            if (value && text === labelFor(search, value)) event.currentTarget.select()
          }}
          onBlur={() => {
            setOpen(false)
            setActive(-1)
            // A visitor who typed a code in capitals and left ("JFK", Tab) meant that place.
            const typed = !value && /^\s*[A-Z]{3}\s*$/.test(query) ? search?.findAirport(query) : undefined
            if (typed) choose(typed)
            onBlur?.()
          }}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          className={styles.listbox}
          hidden={!expanded}
          // Keep focus in the input while the pointer chooses.
          onMouseDown={(event) => event.preventDefault()}
        >
          {expanded
            ? results.map((place, index) => (
                <li
                  key={place.code}
                  id={optionId(place.code)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  data-member={place.metro && results.some((other) => other.code === place.metro) ? '' : undefined}
                  onClick={() => choose(place)}
                >
                  <span className={styles.code}>{place.code}</span>
                  <span className={styles.text}>
                    <span className={styles.name}>
                      {place.kind === 'city' ? `${place.name} – all airports` : place.name}
                    </span>
                    <span className={styles.place}>
                      {place.kind === 'city' || !place.city ? place.country : `${place.city}, ${place.country}`}
                    </span>
                  </span>
                </li>
              ))
            : null}
        </ul>
        {open && searching && results.length === 0 ? (
          <p className={styles.empty} aria-hidden="true">
            No matching airports
          </p>
        ) : null}
      </div>
      {name ? <input type="hidden" name={name} value={value} disabled={disabled} /> : null}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  )
}
