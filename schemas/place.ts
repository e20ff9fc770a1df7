import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'

import { AIRPORT_IATA, requiredString } from './fields.ts'

/** One end of a deal's route: the city as shown and its airport (or city) IATA code. */
export const place = defineType({
  name: 'place',
  title: 'Place',
  type: 'object',
  icon: PinIcon,
  options: { columns: 2 },
  fields: [
    requiredString({ name: 'city', title: 'City' }),
    defineField({
      name: 'iata',
      title: 'IATA code',
      type: 'string',
      description: 'Three upper-case letters: JFK, LHR, or a city code such as NYC.',
      validation: (rule) => rule.required().regex(AIRPORT_IATA, { name: 'three upper-case letters (e.g. JFK)' }),
    }),
  ],
  preview: {
    select: { city: 'city', iata: 'iata' },
    prepare: ({ city, iata }) => ({ title: iata ? `${city} (${iata})` : city }),
  },
})
