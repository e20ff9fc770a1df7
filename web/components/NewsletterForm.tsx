'use client'

import { useState, type FormEvent } from 'react'
import { submitLead } from '@/lib/leads/submit'
import { BotTrap } from './BotTrap'
import { useCaptcha } from './CaptchaProvider'
import { Link } from './Link'
import { useBotCheck } from './useBotCheck'
import { Modal } from './Modal'
import { ScriptedForm } from './ScriptedForm'
import styles from './NewsletterForm.module.css'

/** The newsletter's rules are the server's own schema, fetched when first needed. */
const loadRules = () => import('@/lib/leads/schemas')

/**
 * The footer's newsletter signup (docs/behaviour.md, "Newsletter"): checked only on submit; an
 * invalid e-mail gets the error style and no visible message (screen readers still hear why); a
 * valid one is posted with a captcha token and the bot check (README.md, "Bot protection"), and
 * only the answer `Success` opens the thank-you modal and clears the field. Any other answer, or
 * none, says so and what to do: the address is kept for another try.
 *
 * It is on every page, so it ships no form library: the schema that checks the address arrives
 * when the visitor focuses the field or submits (docs/performance.md).
 */
export function NewsletterForm() {
  const [thanks, setThanks] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const [refused, setRefused] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const getToken = useCaptcha()
  const { onFocus: onFormFocus, trapRef, headers: botCheckHeaders } = useBotCheck()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const field = form.elements.namedItem('email') as HTMLInputElement
    setSubmitting(true)
    setRefused(false)
    try {
      const { CAPTCHA_ACTIONS, newsletterFormSchema } = await loadRules()
      const parsed = newsletterFormSchema.safeParse({ email: field.value })
      setInvalid(!parsed.success)
      if (!parsed.success) return field.focus()
      const [token, headers] = await Promise.all([getToken(CAPTCHA_ACTIONS.subscribe), botCheckHeaders()])
      const result = await submitLead({ type: 'subscribe', email: parsed.data.email, token }, headers)
      if (!result.ok) return setRefused(true)
      form.reset()
      setThanks(true)
    } catch {
      // No form token or captcha (the network is down): refused, as an answer other than Success is.
      setRefused(true)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <>
      <ScriptedForm
        className={styles.form}
        aria-labelledby="newsletter-title"
        onSubmit={(event) => void onSubmit(event)}
        onFocus={onFormFocus}
      >
        <BotTrap ref={trapRef} />
        <p id="newsletter-title" className={styles.title}>
          Fare alerts in your inbox
        </p>
        <p className={styles.text}>Hand-picked business-class deals, once a week. Unsubscribe any time.</p>
        <div className={styles.row}>
          <label htmlFor="newsletter-email" className="visually-hidden">
            E-mail address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            name="email"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid || refused ? 'newsletter-error' : undefined}
            onFocus={() => void loadRules()}
          />
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            Subscribe
          </button>
        </div>
        <p id="newsletter-error" className={refused ? styles.refused : 'visually-hidden'} role="alert">
          {invalid
            ? 'Enter a valid e-mail address to subscribe.'
            : refused
              ? 'We could not subscribe you just now. Please try again in a minute.'
              : ''}
        </p>
      </ScriptedForm>
      <Modal
        open={thanks}
        onClose={() => setThanks(false)}
        title="Thank you for your interest"
        text="You are now subscribed to our news"
      >
        <Link href="/" className="button button--primary" onClick={() => setThanks(false)}>
          Go to home page
        </Link>
      </Modal>
    </>
  )
}
