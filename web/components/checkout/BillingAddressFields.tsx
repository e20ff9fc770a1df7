'use client'

import type { UseFormReturn } from 'react-hook-form'
import type { ContactForm } from '@/lib/checkout/schemas'
import { FormField } from '../FormField'
import formStyles from '../Form.module.css'

type Props = { form: UseFormReturn<ContactForm>; mapsKey?: string }

/**
 * The billing address. Typed fields always work; with a maps key configured, the first line
 * also suggests addresses from the maps library (see useAddressSuggestions).
 */
export function BillingAddressFields({ form }: Props) {
  const {
    register,
    formState: { errors },
  } = form
  const billing = errors.billing
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>Billing address</legend>
      <div className={formStyles.form}>
        <FormField id="booking-billing-line1" label="Street address" error={billing?.line1?.message}>
          {(field) => <input {...field} autoComplete="billing address-line1" {...register('billing.line1')} />}
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
