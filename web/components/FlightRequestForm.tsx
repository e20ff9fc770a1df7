'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import type { PersistBackend } from '@/lib/browser/persist'
import { CABIN_LABELS } from '@/lib/format'
import { CABINS, TRIP_TYPE_TITLES, TRIP_TYPES } from '@meridian/schemas/vocabulary'
import { CAPTCHA_ACTIONS, flightRequestFormSchema, type FlightRequestForm as Values } from '@/lib/leads/schemas'
import { submitLead } from '@/lib/leads/submit'
import { AirportField } from './AirportField'
import { BotTrap } from './BotTrap'
import { CheckboxField } from './CheckboxField'
import { FormField } from './FormField'
import { PhoneInput } from './PhoneInput'
import type { TypedBeforeLoad } from './onDemand'
import { useTripDraft } from './useTripDraft'
import { thanksPath, useLeadForm } from './useLeadForm'
import { ScriptedForm } from './ScriptedForm'
import styles from './Form.module.css'

/** The calendar day in the visitor's own time zone, as the date input wants it. */
const isoDay = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
const noSubscription = () => () => {}

/** The schema's own limits for a number of travellers, as the input's min and max. */
const travellers = (name: 'adults' | 'children' | 'infants') => {
  const field = flightRequestFormSchema.shape[name]
  return { min: field.minValue ?? undefined, max: field.maxValue ?? undefined }
}

/** The travellers' fields, in the order they are asked for. */
const TRAVELLERS = [
  ['adults', 'Adults'],
  ['children', 'Children (2–11)'],
  ['infants', 'Infants (under 2)'],
] as const

/**
 * What the form starts with. Also written into the server's HTML (`defaultChecked`,
 * `defaultValue`): react-hook-form sets its fields only once its code runs, and the form's code
 * loads on demand, so without them the page would show no trip type and no travellers until then.
 */
const DEFAULTS = {
  tripType: 'round-trip',
  from: '',
  to: '',
  departDate: '',
  returnDate: '',
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'business',
  name: '',
  email: '',
  phone: '',
} satisfies Partial<Values>

/**
 * The flight request (home hero and /flight): route, dates, travellers, cabin and how to
 * reach the traveller. Sent as a lead; the visitor lands on /thanks with a reference.
 */
export function FlightRequestForm({
  idPrefix = 'flight',
  draftStorage,
  typedBeforeLoad,
}: {
  idPrefix?: string
  /** Where the trip draft is kept: runtime configuration (APP_STATE_STORAGE). */
  draftStorage: PersistBackend
  /** Loaded on demand (OnDemandForms.tsx): what the visitor typed before the code arrived. */
  typedBeforeLoad?: TypedBeforeLoad
}) {
  const router = useRouter()
  const {
    register,
    control,
    onSubmit,
    failed,
    onFormFocus,
    trapRef,
    reset,
    getValues,
    subscribe,
    formState: { errors, isSubmitting },
  } = useLeadForm<Values>({
    resolver: zodResolver(flightRequestFormSchema),
    captchaAction: CAPTCHA_ACTIONS['flight-request'],
    send: (fields, token, headers) =>
      submitLead(
        {
          type: 'flight-request',
          token,
          fields: { ...fields, returnDate: fields.tripType === 'round-trip' ? fields.returnDate : undefined },
        },
        headers,
      ),
    onAccepted: (reference) => router.push(thanksPath(reference)),
    defaultValues: DEFAULTS,
  })

  // The visitor's own "today" bounds the date pickers; the server renders them unbounded.
  const today = useSyncExternalStore(
    noSubscription,
    () => isoDay(new Date()),
    () => '',
  )
  const limits = today ? { min: today, max: isoDay(new Date(Date.parse(today) + 365 * 86_400_000)) } : undefined

  useTripDraft({ reset, getValues, subscribe }, draftStorage, typedBeforeLoad)

  const roundTrip = useWatch({ control, name: 'tripType' }) === 'round-trip'
  const departDate = useWatch({ control, name: 'departDate' })
  const id = (name: string) => `${idPrefix}-${name}`

  return (
    <ScriptedForm
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={onFormFocus}
      aria-busy={isSubmitting}
      aria-label="Flight request"
    >
      <BotTrap ref={trapRef} />
      <fieldset className={styles.fieldset}>
        <legend>Trip</legend>
        <div className={styles.choices}>
          {TRIP_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" value={type} defaultChecked={type === DEFAULTS.tripType} {...register('tripType')} />{' '}
              {TRIP_TYPE_TITLES[type]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.row}>
        <AirportField
          control={control}
          name="from"
          id={id('from')}
          label="From"
          placeholder="City or airport"
          error={errors.from?.message}
        />
        <AirportField
          control={control}
          name="to"
          id={id('to')}
          label="To"
          placeholder="Where to?"
          error={errors.to?.message}
        />
      </div>

      <div className={styles.row}>
        <FormField id={id('depart')} label="Departure date" error={errors.departDate?.message}>
          {(control) => (
            <input {...control} type="date" min={limits?.min} max={limits?.max} {...register('departDate')} />
          )}
        </FormField>
        {roundTrip ? (
          <FormField id={id('return')} label="Return date" error={errors.returnDate?.message}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={departDate || limits?.min}
                max={limits?.max}
                {...register('returnDate')}
              />
            )}
          </FormField>
        ) : null}
      </div>

      <div className={styles.row}>
        {TRAVELLERS.map(([name, label]) => (
          <FormField key={name} id={id(name)} label={label} error={errors[name]?.message}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                {...travellers(name)}
                defaultValue={DEFAULTS[name]}
                {...register(name)}
              />
            )}
          </FormField>
        ))}
        <FormField id={id('cabin')} label="Cabin" error={errors.cabin?.message}>
          {(control) => (
            <select {...control} defaultValue={DEFAULTS.cabin} {...register('cabin')}>
              {CABINS.map((cabin) => (
                <option key={cabin} value={cabin}>
                  {CABIN_LABELS[cabin]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <div className={styles.row}>
        <FormField id={id('name')} label="Full name" error={errors.name?.message}>
          {(control) => <input {...control} autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField id={id('email')} label="E-mail" error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField id={id('phone')} label="Phone" error={errors.phone?.message}>
          {(props) => (
            <Controller control={control} name="phone" render={({ field }) => <PhoneInput {...props} {...field} />} />
          )}
        </FormField>
      </div>

      <CheckboxField id={id('consent')} error={errors.phoneConsent?.message} {...register('phoneConsent')}>
        Call me about this request. An expert phones within the hour during opening times; no spam.
      </CheckboxField>

      {failed ? (
        <p className={styles.formError} role="alert">
          Your request could not be sent. Please try again or call us.
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Get my free quote'}
      </button>
    </ScriptedForm>
  )
}
