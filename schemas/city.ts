import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'

import {
  AIRPORT_IATA,
  bodyField,
  contentAndSeoGroups,
  imageField,
  requiredReference,
  requiredString,
  requiredText,
  seoField,
  slugField,
} from './fields.ts'

/**
 * A top city at `/city/{slug}`. The footer's seven Top cities links use the slugs
 * `business-class-flights-to-{paris,rome,london,barcelona,madrid,milan,amsterdam}`.
 */
export const city = defineType({
  name: 'city',
  title: 'City',
  type: 'document',
  icon: PinIcon,
  groups: contentAndSeoGroups,
  fields: [
    requiredString({ name: 'name', title: 'Name', group: 'content' }),
    slugField({
      source: 'name',
      group: 'content',
      description: 'e.g. business-class-flights-to-paris (the footer links to these).',
      expectedPrefix: 'business-class-flights-to-',
    }),
    defineField({
      name: 'order',
      title: 'Footer order',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().integer().min(0),
    }),
    requiredString({ name: 'country', title: 'Country', group: 'content' }),
    defineField({
      name: 'iata',
      title: 'IATA code',
      type: 'string',
      group: 'content',
      description: 'City code or main airport code, three upper-case letters: PAR, LHR.',
      validation: (rule) => rule.required().regex(AIRPORT_IATA, { name: 'three upper-case letters (e.g. PAR)' }),
    }),
    requiredReference({ name: 'region', title: 'Region', group: 'content', to: 'region' }),
    requiredText({ name: 'intro', title: 'Intro', group: 'content' }),
    imageField({ name: 'image', title: 'Image', group: 'content', required: true }),
    bodyField(),
    seoField(),
  ],
  orderings: [{ title: 'Footer order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', iata: 'iata', country: 'country', media: 'image' },
    prepare: ({ name, iata, country, media }) => ({
      title: name,
      subtitle: [iata, country].filter(Boolean).join(' · '),
      media,
    }),
  },
})
