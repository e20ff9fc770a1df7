import type { KeyboardEvent } from 'react'

/**
 * The keys of a combobox with a listbox popup, after the WAI-ARIA 1.2 pattern (focus stays in
 * the input, `aria-activedescendant` points to the active option), shared by the airport picker
 * (components/AirportCombobox.tsx) and the billing address's suggestions
 * (components/checkout/StreetAddressField.tsx).
 *
 * ArrowDown / ArrowUp open the list and move through it (wrapping), Alt+ArrowDown opens it
 * without moving; Home / End go to the first / last option while one is active; Enter and Tab
 * choose the active option (Enter does not submit the form then); Escape closes the list without
 * closing a dialog around the field.
 */
export type ListState<T> = {
  options: readonly T[]
  /** Whether the popup shows (open, with options). */
  expanded: boolean
  /** The active option's index, -1 for none. */
  active: number
  setOpen: (open: boolean) => void
  setActive: (index: number) => void
  choose: (option: T) => void
}

export function onListKeyDown<T>(
  event: KeyboardEvent<HTMLInputElement>,
  { options, expanded, active, setOpen, setActive, choose }: ListState<T>,
): void {
  const count = options.length
  const activeOption = expanded ? options[active] : undefined
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (count === 0) return
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      if (event.altKey) {
        setOpen(down)
        if (!down) setActive(-1)
      } else if (!expanded) {
        setOpen(true)
        setActive(down ? 0 : count - 1)
      } else {
        setActive((active + (down ? 1 : count - 1)) % count)
      }
      return
    }
    case 'Home':
    case 'End':
      if (activeOption === undefined) return
      event.preventDefault()
      setActive(event.key === 'Home' ? 0 : count - 1)
      return
    case 'Enter':
      if (activeOption === undefined) return
      event.preventDefault()
      choose(activeOption)
      return
    case 'Tab':
      if (activeOption !== undefined) choose(activeOption)
      else setOpen(false)
      return
    case 'Escape':
      if (!expanded) return
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setActive(-1)
      return
  }
}

/** What the polite live region says when suggestions appear. */
export function suggestionCount(count: number): string {
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the up and down arrow keys to choose`
}
