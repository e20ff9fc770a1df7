import type { Ref } from 'react'

/**
 * A field no person sees or reaches (README.md, "Bot protection"): off-screen, hidden from
 * assistive technology and out of the tab order. Form-filling bots fill it in, and the server
 * then refuses the form. Its name is one browsers do not autofill.
 */
export function BotTrap({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
