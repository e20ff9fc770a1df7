'use client'

import { useCallback } from 'react'
import { Controller } from 'react-hook-form'
import { GENDERS, GENDER_LABELS, PASSENGER_TYPE_LABELS, passengerTypes } from '@/lib/checkout/rules'
import type { PassengersForm as Values } from '@/lib/checkout/schemas'
import type { Passenger, TripDetails } from '@/lib/checkout/types'
import { applyMask } from '@/lib/mask'
import { FormField } from '../FormField'
import { loadCheckoutSchemas, StepForm, useCheckoutStep } from './StepForm'
import formStyles from '../Form.module.css'
import styles from './Checkout.module.css'

type Props = {
  token: string
  version: number
  trip: TripDetails
  today: string
  passengers: Passenger[] | null
}

/** Dates of birth are typed as the US writes them, with the input mask of the project. */
const DATE_MASK = '##/##/####'
const toUsDate = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : iso

/** What was entered before, matched by kind of traveller, so changing the counts keeps names. */
function defaults(trip: TripDetails, saved: Passenger[] | null): Values['passengers'] {
  const pools = new Map<string, Passenger[]>()
  for (const passenger of saved ?? []) pools.set(passenger.type, [...(pools.get(passenger.type) ?? []), passenger])
  return passengerTypes(trip).map((type) => {
    const previous = pools.get(type)?.shift()
    return {
      firstName: previous?.firstName ?? '',
      middleName: previous?.middleName ?? '',
      lastName: previous?.lastName ?? '',
      dateOfBirth: previous ? toUsDate(previous.dateOfBirth) : '',
      gender: previous?.gender ?? ('' as Passenger['gender']),
      frequentFlyer: previous?.frequentFlyer ?? '',
      knownTravelerNumber: previous?.knownTravelerNumber ?? '',
    }
  })
}

/** Step 2: one fieldset per traveller, with the names and details Secure Flight requires. */
export function PassengersForm({ token, version, trip, today, passengers }: Props) {
  const types = passengerTypes(trip)
  const loadSchema = useCallback(
    async () => (await loadCheckoutSchemas()).passengersSchema({ trip, today }),
    [trip, today],
  )
  const { form, onSubmit, onFocus, failed } = useCheckoutStep({
    token,
    version,
    step: 2,
    loadSchema,
    defaultValues: { passengers: defaults(trip, passengers) },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form

  return (
    <StepForm
      onSubmit={onSubmit}
      onFocus={onFocus}
      failed={failed}
      submitting={isSubmitting}
      submitLabel="Continue to contact and review"
      labelledBy="step-title"
    >
      <p className={formStyles.hint}>
        Enter each name exactly as it appears on the passport or ID the traveller will fly with. Fields are required
        unless marked optional.
      </p>
      {types.map((type, index) => {
        const id = (name: string) => `passenger-${index + 1}-${name}`
        const fieldErrors = errors.passengers?.[index]
        return (
          <fieldset key={index} className={styles.passenger}>
            <legend>
              Passenger {index + 1} ({PASSENGER_TYPE_LABELS[type]})
            </legend>
            <div className={formStyles.row}>
              <FormField id={id('first')} label="First name" error={fieldErrors?.firstName?.message}>
                {(control) => (
                  <input
                    {...control}
                    autoComplete={index === 0 ? 'given-name' : 'off'}
                    {...register(`passengers.${index}.firstName`)}
                  />
                )}
              </FormField>
              <FormField id={id('middle')} label="Middle name (optional)" error={fieldErrors?.middleName?.message}>
                {(control) => (
                  <input
                    {...control}
                    autoComplete={index === 0 ? 'additional-name' : 'off'}
                    {...register(`passengers.${index}.middleName`)}
                  />
                )}
              </FormField>
              <FormField
                id={id('last')}
                label="Last name"
                hint="As on the passport or ID"
                error={fieldErrors?.lastName?.message}
              >
                {(control) => (
                  <input
                    {...control}
                    autoComplete={index === 0 ? 'family-name' : 'off'}
                    {...register(`passengers.${index}.lastName`)}
                  />
                )}
              </FormField>
            </div>
            <div className={formStyles.row}>
              <FormField
                id={id('dob')}
                label="Date of birth"
                hint="MM/DD/YYYY"
                error={fieldErrors?.dateOfBirth?.message}
              >
                {(field) => (
                  <Controller
                    control={control}
                    name={`passengers.${index}.dateOfBirth`}
                    render={({ field: { value, onChange, onBlur, name, ref } }) => (
                      <input
                        {...field}
                        ref={ref}
                        name={name}
                        inputMode="numeric"
                        autoComplete={index === 0 ? 'bday' : 'off'}
                        placeholder="MM/DD/YYYY"
                        value={value ?? ''}
                        onBlur={onBlur}
                        onChange={(event) => onChange(applyMask(event.target.value, DATE_MASK))}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField
                id={id('gender')}
                label="Gender"
                hint="As on the passport or ID"
                error={fieldErrors?.gender?.message}
              >
                {(control) => (
                  <select {...control} {...register(`passengers.${index}.gender`)}>
                    <option value="">Choose…</option>
                    {GENDERS.map((gender) => (
                      <option key={gender} value={gender}>
                        {GENDER_LABELS[gender]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <div className={formStyles.row}>
              <FormField
                id={id('ff')}
                label="Frequent flyer number (optional)"
                error={fieldErrors?.frequentFlyer?.message}
              >
                {(control) => (
                  <input {...control} autoComplete="off" {...register(`passengers.${index}.frequentFlyer`)} />
                )}
              </FormField>
              <FormField
                id={id('ktn')}
                label="Known Traveler Number (optional)"
                hint="TSA PreCheck or Global Entry"
                error={fieldErrors?.knownTravelerNumber?.message}
              >
                {(control) => (
                  <input {...control} autoComplete="off" {...register(`passengers.${index}.knownTravelerNumber`)} />
                )}
              </FormField>
            </div>
          </fieldset>
        )
      })}
    </StepForm>
  )
}
