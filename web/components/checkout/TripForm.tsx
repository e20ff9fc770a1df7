'use client'

import { useCallback } from 'react'
import { useWatch } from 'react-hook-form'
import { MAX_SEATED } from '@/lib/checkout/rules'
import type { DateRange, DealSnapshot, TripDetails } from '@/lib/checkout/types'
import { formatShortDate } from '@/lib/format'
import { FormField } from '../FormField'
import { BookingFare } from './BookingFare'
import { loadCheckoutSchemas, StepForm, useCheckoutStep } from './StepForm'
import formStyles from '../Form.module.css'

type Props = {
  token: string
  version: number
  deal: Pick<DealSnapshot, 'tripType' | 'farePerPerson' | 'publishedFare' | 'blackoutDates'>
  /** The days still on sale: the travel window from today's earliest departure. */
  dates: DateRange
  today: string
  trip: TripDetails | null
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** Step 1, Your flight: dates inside the deal's window, who travels, and the live total. */
export function TripForm({ token, version, deal, dates, today, trip }: Props) {
  const roundTrip = deal.tripType === 'round-trip'
  const loadSchema = useCallback(
    async () =>
      (await loadCheckoutSchemas()).tripSchema({
        deal: { ...deal, travelWindow: dates, blackoutDates: deal.blackoutDates },
        today,
      }),
    [deal, dates, today],
  )
  const { form, onSubmit, onFocus, failed } = useCheckoutStep({
    token,
    version,
    step: 1,
    loadSchema,
    defaultValues: {
      departDate: trip?.departDate ?? '',
      ...(roundTrip ? { returnDate: trip?.returnDate ?? '' } : {}),
      adults: trip?.adults ?? 1,
      children: trip?.children ?? 0,
      infants: trip?.infants ?? 0,
    },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const [adults, children, infants, departDate] = useWatch({
    control,
    name: ['adults', 'children', 'infants', 'departDate'],
  })

  const blackouts = deal.blackoutDates.map(
    (blackout) => `${formatShortDate(blackout.start)} – ${formatShortDate(blackout.end)}`,
  )
  const dateHint = `Between ${formatShortDate(dates.start)} and ${formatShortDate(dates.end)}${
    blackouts.length > 0 ? `, except ${blackouts.join(' and ')}` : ''
  }.`

  return (
    <StepForm
      onSubmit={onSubmit}
      onFocus={onFocus}
      failed={failed}
      submitting={isSubmitting}
      submitLabel="Continue to passengers"
      labelledBy="step-title"
    >
      <div className={formStyles.row}>
        <FormField id="depart-date" label="Departure date" hint={dateHint} error={errors.departDate?.message}>
          {(control) => (
            <input {...control} type="date" min={dates.start} max={dates.end} required {...register('departDate')} />
          )}
        </FormField>
        {roundTrip ? (
          <FormField id="return-date" label="Return date" error={errors.returnDate?.message}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={departDate || dates.start}
                max={dates.end}
                required
                {...register('returnDate')}
              />
            )}
          </FormField>
        ) : null}
      </div>

      <fieldset className={formStyles.fieldset}>
        <legend>Travellers</legend>
        <div className={formStyles.row}>
          <FormField id="adults" label="Adults (12+)" error={errors.adults?.message}>
            {(control) => (
              <select {...control} {...register('adults', { valueAsNumber: true })}>
                {range(1, MAX_SEATED).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="children" label="Children (2–11)" error={errors.children?.message}>
            {(control) => (
              <select {...control} {...register('children', { valueAsNumber: true })}>
                {range(0, MAX_SEATED - 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="infants" label="Infants (under 2, on a lap)" error={errors.infants?.message}>
            {(control) => (
              <select {...control} {...register('infants', { valueAsNumber: true })}>
                {range(0, MAX_SEATED).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <p className={formStyles.hint}>Ages on the departure date. Each infant travels on an adult’s lap.</p>
      </fieldset>

      <BookingFare
        deal={deal}
        travellers={{ adults: Number(adults) || 1, children: Number(children) || 0, infants: Number(infants) || 0 }}
      />
    </StepForm>
  )
}
