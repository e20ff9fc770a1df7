'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { usePathname } from 'next/navigation'
import { Controller } from 'react-hook-form'
import { checkoutTokenOf } from '@/lib/checkout/paths'
import { CAPTCHA_ACTIONS, contactFormSchema, type ContactForm as Values } from '@/lib/leads/schemas'
import { submitLead } from '@/lib/leads/submit'
import { BotTrap } from './BotTrap'
import { CheckboxField } from './CheckboxField'
import { FormField } from './FormField'
import { PhoneInput } from './PhoneInput'
import { useLeadForm } from './useLeadForm'
import { ScriptedForm } from './ScriptedForm'
import styles from './Form.module.css'

/**
 * The header's contact form: validated here and again by the server with the same schema. On a
 * booking's page it sends the booking's token, which the server takes in place of a captcha (no
 * third-party script runs there, docs/privacy.md) and turns into the booking's reference.
 */
export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  const booking = checkoutTokenOf(usePathname())
  const {
    register,
    control,
    onSubmit,
    failed,
    onFormFocus,
    trapRef,
    formState: { errors, isSubmitting },
  } = useLeadForm<Values>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
    captchaAction: CAPTCHA_ACTIONS.contact,
    send: (fields, token, headers) =>
      submitLead({ type: 'contact', token, fields, ...(booking ? { booking } : {}) }, headers),
    onAccepted: onSubmitted,
  })

  return (
    <ScriptedForm className={styles.form} onSubmit={onSubmit} onFocus={onFormFocus} aria-busy={isSubmitting}>
      <BotTrap ref={trapRef} />
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
    </ScriptedForm>
  )
}
