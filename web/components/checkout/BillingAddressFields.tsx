'use client'

import { useCallback, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { PostalAddress } from '@/lib/browser/maps'
import type { ContactForm } from '@/lib/checkout/schemas'
import { FormField } from '../FormField'
import { useAddressSuggestions, type MapsConfig } from './useAddressSuggestions'
import formStyles from '../Form.module.css'

type Props = { form: UseFormReturn<ContactForm>; maps: MapsConfig }

/**
 * The billing address. Typed fields always work; with a maps key configured (and functional
 * cookies allowed), the street address also suggests places and a choice fills the rest.
 */
export function BillingAddressFields({ form, maps }: Props) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form
  const billing = errors.billing
  const line1 = useRef<HTMLInputElement | null>(null)
  const { ref: registerLine1, ...line1Field } = register('billing.line1')
  const fill = useCallback(
    (address: PostalAddress) => {
      for (const [name, value] of Object.entries(address) as [keyof PostalAddress, string][]) {
        if (value) setValue(`billing.${name}`, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
      }
    },
    [setValue, form.formState.isSubmitted],
  )
  useAddressSuggestions(line1, maps, fill)

  return (
    <fieldset className={formStyles.fieldset}>
      <legend>Billing address</legend>
      <div className={formStyles.form}>
        <FormField id="booking-billing-line1" label="Street address" error={billing?.line1?.message}>
          {(field) => (
            <input
              {...field}
              autoComplete="billing address-line1"
              {...line1Field}
              ref={(element) => {
                registerLine1(element)
                line1.current = element
              }}
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
