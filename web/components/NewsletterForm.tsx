'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CAPTCHA_ACTIONS, newsletterFormSchema, type NewsletterForm as Values } from '@/lib/leads/schemas'
import { submitLead } from '@/lib/leads/submit'
import { useCaptcha } from './CaptchaProvider'
import { Modal } from './Modal'
import styles from './NewsletterForm.module.css'

/**
 * The footer's newsletter signup (docs/behaviour.md, "Newsletter"): checked only on submit; an
 * invalid e-mail gets the error style and no visible message (screen readers still hear why); a
 * valid one is posted with a captcha token, and only the answer `Success` opens the thank-you modal
 * and clears the field. Any other answer is ignored silently.
 */
export function NewsletterForm() {
  const [thanks, setThanks] = useState(false)
  const getToken = useCaptcha()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(newsletterFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async ({ email }) => {
    const token = await getToken(CAPTCHA_ACTIONS.subscribe)
    const result = await submitLead({ type: 'subscribe', email, token })
    if (!result.ok) return
    reset()
    setThanks(true)
  })

  return (
    <>
      <form className={styles.form} noValidate aria-labelledby="newsletter-title" onSubmit={onSubmit}>
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
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'newsletter-error' : undefined}
            {...register('email')}
          />
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            Subscribe
          </button>
        </div>
        <p id="newsletter-error" className="visually-hidden" role="alert">
          {errors.email ? 'Enter a valid e-mail address to subscribe.' : ''}
        </p>
      </form>
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
