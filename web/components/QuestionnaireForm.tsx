'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { Controller, type FieldPath } from 'react-hook-form'
import { TRIP_TYPE_TITLES, type TRIP_TYPES } from '@meridian/schemas/vocabulary'
import {
  type BUDGETS,
  CAPTCHA_ACTIONS,
  type FLEXIBILITY,
  type SEATING,
  type STOPS,
  questionnaireFormSchema,
  type QuestionnaireForm as Values,
} from '@/lib/leads/schemas'
import { focusFirstInvalid } from '@/lib/focus-first-invalid'
import { submitLead } from '@/lib/leads/submit'
import { AirportField } from './AirportField'
import { BotTrap } from './BotTrap'
import { CheckboxField } from './CheckboxField'
import { FormField } from './FormField'
import type { TypedBeforeLoad } from './onDemand'
import { PhoneInput } from './PhoneInput'
import { thanksPath, useLeadForm } from './useLeadForm'
import { ScriptedForm } from './ScriptedForm'
import styles from './Form.module.css'

type Labels<T extends readonly string[]> = Record<T[number], string>

/** A label for every answer the schema allows, and for nothing else: the choices offered. */
const LABELS = {
  tripType: TRIP_TYPE_TITLES,
  flexibility: {
    exact: 'Exact dates',
    'few-days': '± a few days',
    week: '± a week',
    month: 'Any time that month',
  },
  stops: { 'nonstop-only': 'Nonstop only', 'one-stop-ok': 'One stop is fine', any: 'Whatever is cheapest' },
  budget: {
    'under-3000': 'Under $3,000',
    '3000-5000': '$3,000 – $5,000',
    '5000-8000': '$5,000 – $8,000',
    'over-8000': 'Over $8,000',
  },
  seating: {
    aisle: 'Direct aisle access',
    window: 'By the window',
    'private-suite': 'A suite with a door',
    together: 'Seats together',
  },
} as const satisfies {
  tripType: Labels<typeof TRIP_TYPES>
  flexibility: Labels<typeof FLEXIBILITY>
  stops: Labels<typeof STOPS>
  budget: Labels<typeof BUDGETS>
  seating: Labels<typeof SEATING>
}

type Step = { title: string; fields: FieldPath<Values>[] }

const STEPS: Step[] = [
  { title: 'Your trip', fields: ['from', 'to', 'tripType', 'travelMonth'] },
  { title: 'How flexible are your dates?', fields: ['flexibility'] },
  { title: 'Airlines you prefer', fields: ['airlines'] },
  { title: 'Nonstop or with a stop?', fields: ['stops'] },
  { title: 'Your budget per person', fields: ['budget'] },
  { title: 'Seating', fields: ['seating'] },
  { title: 'How can we reach you?', fields: ['name', 'email', 'phone', 'consent'] },
]

type ChoiceName = 'flexibility' | 'stops' | 'budget' | 'seating' | 'tripType'

/**
 * What the questionnaire starts with. The chosen trip type is also written into the server's HTML
 * (`defaultChecked`): react-hook-form marks it only once the form's code, loaded on demand, runs.
 */
const DEFAULTS = {
  from: '',
  to: '',
  tripType: 'round-trip',
  travelMonth: '',
  airlines: [],
  name: '',
  email: '',
  phone: '',
} satisfies Partial<Values>
const CHOSEN: Partial<Record<ChoiceName, string>> = { tripType: DEFAULTS.tripType }

/**
 * The travel-preferences questionnaire: one question a step, each step checked before
 * the next, focus moved to the new step's heading, submitted as one lead at the end.
 */
export function QuestionnaireForm({
  airlines,
  typedBeforeLoad,
}: {
  airlines: { name: string; slug: string }[]
  /** Loaded on demand (OnDemandForms.tsx): what the visitor typed before the code arrived. */
  typedBeforeLoad?: TypedBeforeLoad
}) {
  const router = useRouter()
  const [step, setStep] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const moved = useRef(false)
  const {
    register,
    control,
    onSubmit,
    failed,
    onFormFocus,
    trapRef,
    trigger,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useLeadForm<Values>({
    resolver: zodResolver(questionnaireFormSchema),
    captchaAction: CAPTCHA_ACTIONS.questionnaire,
    send: (fields, token, headers) => submitLead({ type: 'questionnaire', token, fields }, headers),
    onAccepted: (reference) => router.push(thanksPath(reference)),
    shouldUnregister: false,
    defaultValues: DEFAULTS,
  })

  useEffect(() => {
    if (typedBeforeLoad && Object.keys(typedBeforeLoad).length > 0) reset({ ...getValues(), ...typedBeforeLoad })
    // Once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])

  const current = STEPS[step]!
  const last = step === STEPS.length - 1

  const next = async () => {
    if (!(await trigger(current.fields))) return focusFirstInvalid(formRef.current)
    moved.current = true
    setStep(step + 1)
  }

  const choices = (name: ChoiceName, legend: string) => (
    <fieldset
      className={styles.fieldset}
      data-invalid={errors[name] ? '' : undefined}
      aria-describedby={errors[name] ? `q-${name}-error` : undefined}
    >
      <legend className={legend ? undefined : 'visually-hidden'}>{legend || current.title}</legend>
      <div className={styles.choices}>
        {Object.entries(LABELS[name]).map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} defaultChecked={value === CHOSEN[name]} {...register(name)} /> {label}
          </label>
        ))}
      </div>
      {errors[name] ? (
        <p id={`q-${name}-error`} className={styles.error} role="alert">
          {errors[name]?.message}
        </p>
      ) : null}
    </fieldset>
  )

  return (
    <ScriptedForm
      ref={formRef}
      className={styles.form}
      aria-busy={isSubmitting}
      aria-label="Travel preferences questionnaire"
      onFocus={onFormFocus}
      onSubmit={(event) => {
        if (last) return void onSubmit(event)
        event.preventDefault()
        void next()
      }}
    >
      <p className="note" aria-live="polite">
        Step {step + 1} of {STEPS.length}
      </p>
      <progress max={STEPS.length} value={step + 1} aria-hidden="true" style={{ width: '100%' }} />
      <h2 ref={headingRef} tabIndex={-1} style={{ marginTop: '0.5rem' }}>
        {current.title}
      </h2>

      {step === 0 ? (
        <>
          <div className={styles.row}>
            <AirportField control={control} name="from" id="q-from" label="Flying from" error={errors.from?.message} />
            <AirportField control={control} name="to" id="q-to" label="Flying to" error={errors.to?.message} />
          </div>
          <div className={styles.row}>
            {choices('tripType', 'Trip')}
            <FormField id="q-month" label="Month of travel" error={errors.travelMonth?.message}>
              {(props) => <input {...props} type="month" {...register('travelMonth')} />}
            </FormField>
          </div>
        </>
      ) : null}
      {step === 1 ? choices('flexibility', '') : null}
      {step === 2 ? (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{current.title}</legend>
          <p className="note">Pick up to five, or none if any airline will do.</p>
          <div className={styles.choices}>
            {airlines.map((airline) => (
              <label key={airline.slug} className={styles.choice}>
                <input type="checkbox" value={airline.name} {...register('airlines')} /> {airline.name}
              </label>
            ))}
          </div>
          {errors.airlines ? (
            <p className={styles.error} role="alert">
              {errors.airlines.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {step === 3 ? choices('stops', '') : null}
      {step === 4 ? choices('budget', '') : null}
      {step === 5 ? choices('seating', '') : null}
      {step === 6 ? (
        <>
          <div className={styles.row}>
            <FormField id="q-name" label="Full name" error={errors.name?.message}>
              {(props) => <input {...props} autoComplete="name" {...register('name')} />}
            </FormField>
            <FormField id="q-email" label="E-mail" error={errors.email?.message}>
              {(props) => <input {...props} type="email" autoComplete="email" {...register('email')} />}
            </FormField>
            <FormField id="q-phone" label="Phone" error={errors.phone?.message}>
              {(props) => (
                <Controller
                  control={control}
                  name="phone"
                  render={({ field }) => <PhoneInput {...props} {...field} />}
                />
              )}
            </FormField>
          </div>
          <CheckboxField id="q-consent" error={errors.consent?.message} {...register('consent')}>
            I agree to be contacted by phone or e-mail with fares that match my answers.
          </CheckboxField>
        </>
      ) : null}

      {failed ? (
        <p className={styles.formError} role="alert">
          Your answers could not be sent. Please try again or call us.
        </p>
      ) : null}
      <div className={styles.actions}>
        {step > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              moved.current = true
              setStep(step - 1)
            }}
          >
            Back
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {last ? (isSubmitting ? 'Sending…' : 'Send my answers') : 'Next'}
        </button>
      </div>
      <BotTrap ref={trapRef} />
    </ScriptedForm>
  )
}
