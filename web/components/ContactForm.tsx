'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { CAPTCHA_ACTIONS, contactFormSchema, type ContactForm as Values } from '@/lib/leads/schemas'
import { focusFirstInvalid } from '@/lib/focus-first-invalid'
import { submitLead } from '@/lib/leads/submit'
import { useCaptcha } from './CaptchaProvider'
import { CheckboxField } from './CheckboxField'
import { FormField } from './FormField'
import { PhoneInput } from './PhoneInput'
import styles from './Form.module.css'

/** The header's contact form: validated here and again by the server with the same schema. */
export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  const getToken = useCaptcha()
  const [failed, setFailed] = useState(false)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(contactFormSchema),
    shouldFocusError: false,
    defaultValues: { name: '', email: '', phone: '', message: '' },
  })

  const onSubmit = handleSubmit(
    async (fields) => {
      setFailed(false)
      const token = await getToken(CAPTCHA_ACTIONS.contact)
      const result = await submitLead({ type: 'contact', token, fields })
      if (result.ok) onSubmitted()
      else setFailed(true)
    },
    // The submit event's target is the form itself.
    (_errors, event) => focusFirstInvalid(event?.target as HTMLFormElement),
  )

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <FormField id="contact-name" label="Full name" error={errors.name?.message}>
        {(control) => (
          // The dialog moves focus to its autofocus field: the first thing a visitor types.
          <input {...control} autoComplete="name" autoFocus {...register('name')} />
        )}
      </FormField>
      <FormField id="contact-email" label="E-mail" error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField id="contact-phone" label="Phone" error={errors.phone?.message}>
        {(props) => (
          <Controller control={control} name="phone" render={({ field }) => <PhoneInput {...props} {...field} />} />
        )}
      </FormField>
      <FormField id="contact-message" label="How can we help? (optional)" error={errors.message?.message}>
        {(control) => <textarea {...control} rows={3} {...register('message')} />}
      </FormField>
      <CheckboxField id="contact-consent" error={errors.consent?.message} {...register('consent')}>
        I agree to be contacted by phone or e-mail about my request.
      </CheckboxField>
      {failed ? (
        <p className={styles.formError} role="alert">
          Your message could not be sent. Please try again or call us.
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send request'}
      </button>
    </form>
  )
}
