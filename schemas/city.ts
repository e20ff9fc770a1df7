import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'

import { AIRPORT_IATA, contentAndSeoGroups, imageField, seoField, slugField } from './fields.ts'

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
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
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
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'iata',
      title: 'IATA code',
      type: 'string',
      group: 'content',
      description: 'City code or main airport code, three upper-case letters: PAR, LHR.',
      validation: (rule) => rule.required().regex(AIRPORT_IATA, { name: 'three upper-case letters (e.g. PAR)' }),
    }),
    defineField({
      name: 'region',
      title: 'Region',
      type: 'reference',
      group: 'content',
      to: [{ type: 'region' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Intro',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    imageField({ name: 'image', title: 'Image', group: 'content', required: true }),
    defineField({ name: 'body', title: 'Body', type: 'blockContent', group: 'content' }),
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
