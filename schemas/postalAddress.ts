import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'

/** A postal address as printed in the footer. `region` (state) is the only optional part. */
export const postalAddress = defineType({
  name: 'postalAddress',
  title: 'Postal address',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'street',
      title: 'Street',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'city', title: 'City', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'region', title: 'State / region', type: 'string' }),
    defineField({
      name: 'postalCode',
      title: 'Postal code',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { street: 'street', city: 'city', region: 'region', country: 'country' },
    prepare: ({ street, city, region, country }) => ({
      title: street,
      subtitle: [city, region, country].filter(Boolean).join(', '),
    }),
  },
})
