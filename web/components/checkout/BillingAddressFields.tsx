'use client'

import { useCallback } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { PostalAddress } from '@/lib/checkout/places'
import type { ContactForm } from '@/lib/checkout/schemas'
import { FormField } from '../FormField'
import { StreetAddressField } from './StreetAddressField'
import formStyles from '../Form.module.css'

type Props = {
  form: UseFormReturn<ContactForm>
  /** The booking's token, which the address suggestions are asked with. */
  token: string
  /** Whether the site can suggest addresses (a Places key is configured). */
  suggestions: boolean
}

/**
 * The billing address. Typed fields always work; where the site can suggest addresses (and the
 * traveller allows functional cookies), the street address lists matching places as it is typed
 * and a choice fills the rest (components/checkout/StreetAddressField.tsx).
 */
export function BillingAddressFields({ form, token, suggestions }: Props) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form
  const billing = errors.billing
  const fill = useCallback(
    (address: PostalAddress) => {
      for (const [name, value] of Object.entries(address) as [keyof PostalAddress, string][]) {
        if (value) setValue(`billing.${name}`, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
      }
    },
    [setValue, form.formState.isSubmitted],
  )

  return (
    <fieldset className={formStyles.fieldset}>
      <legend>Billing address</legend>
      <div className={formStyles.form}>
        <FormField id="booking-billing-line1" label="Street address" error={billing?.line1?.message}>
          {(control) => (
            <StreetAddressField
              control={control}
              field={register('billing.line1')}
              token={suggestions ? token : null}
              onAddress={fill}
            />
          )}
        </FormField>
        <FormField id="booking-billing-line2" label="Apartment, suite, etc. (optional)" error={billing?.line2?.message}>
          {(field) => <input {...field} autoComplete="billing address-line2" {...register('billing.line2')} />}
        </FormField>
        <div className={formStyles.row}>
          <FormField id="booking-billing-city" label="City" error={billing?.city?.message}>
            {(field) => <input {...field} autoComplete="billing address-level2" {...register('billing.city')} />}
          </FormField>
          <FormField id="booking-billing-region" label="State / province" error={billing?.region?.message}>
            {(field) => <input {...field} autoComplete="billing address-level1" {...register('billing.region')} />}
          </FormField>
          <FormField id="booking-billing-postal" label="ZIP / postal code" error={billing?.postalCode?.message}>
            {(field) => <input {...field} autoComplete="billing postal-code" {...register('billing.postalCode')} />}
          </FormField>
        </div>
        <FormField id="booking-billing-country" label="Country" error={billing?.country?.message}>
          {(field) => <input {...field} autoComplete="billing country-name" {...register('billing.country')} />}
        </FormField>
      </div>
    </fieldset>
  )
}
