import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'

import { requiredString } from './fields.ts'

/** A postal address as printed in the footer. `region` (state) is the only optional part. */
export const postalAddress = defineType({
  name: 'postalAddress',
  title: 'Postal address',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    requiredString({ name: 'street', title: 'Street' }),
    requiredString({ name: 'city', title: 'City' }),
    defineField({ name: 'region', title: 'State / region', type: 'string' }),
    requiredString({ name: 'postalCode', title: 'Postal code' }),
    requiredString({ name: 'country', title: 'Country' }),
  ],
  preview: {
    select: { street: 'street', city: 'city', region: 'region', country: 'country' },
    prepare: ({ street, city, region, country }) => ({
      title: street,
      subtitle: [city, region, country].filter(Boolean).join(', '),
    }),
  },
})
