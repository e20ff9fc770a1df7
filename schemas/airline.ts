import { RocketIcon } from '@sanity/icons/Rocket'
import { defineArrayMember, defineField, defineType } from 'sanity'

import {
  AIRLINE_IATA,
  bodyField,
  contentAndSeoGroups,
  imageField,
  requiredString,
  requiredText,
  seoField,
  slugField,
} from './fields.ts'

export const ALLIANCES = [
  { title: 'Star Alliance', value: 'star-alliance' },
  { title: 'oneworld', value: 'oneworld' },
  { title: 'SkyTeam', value: 'skyteam' },
  { title: 'None', value: 'none' },
] as const

/** An airline (fictional sample carriers) at `/airlines/{slug}`; its logo appears in the footer. */
export const airline = defineType({
  name: 'airline',
  title: 'Airline',
  type: 'document',
  icon: RocketIcon,
  groups: contentAndSeoGroups,
  fields: [
    requiredString({ name: 'name', title: 'Name', group: 'content' }),
    slugField({ source: 'name', group: 'content' }),
    defineField({
      name: 'iata',
      title: 'IATA code',
      type: 'string',
      group: 'content',
      description: 'Two upper-case letters or digits: BA, U2.',
      validation: (rule) => rule.required().regex(AIRLINE_IATA, { name: 'two upper-case letters or digits (e.g. BA)' }),
    }),
    defineField({
      name: 'alliance',
      title: 'Alliance',
      type: 'string',
      group: 'content',
      options: { list: [...ALLIANCES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    imageField({
      name: 'logo',
      title: 'Logo',
      group: 'content',
      required: true,
      description: 'Generated art only: never a real airline mark.',
    }),
    requiredString({
      name: 'cabinName',
      title: 'Business cabin name',
      group: 'content',
      description: 'e.g. "Horizon Suite".',
    }),
    requiredText({
      name: 'summary',
      title: 'Summary',
      rows: 4,
      group: 'content',
      description: 'At most 300 characters, shown on the airlines list.',
      max: 300,
    }),
    defineField({
      name: 'hubs',
      title: 'Hubs',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    bodyField(),
    seoField(),
  ],
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', iata: 'iata', alliance: 'alliance', media: 'logo' },
    prepare: ({ name, iata, alliance, media }) => ({
      title: name,
      subtitle: [iata, ALLIANCES.find((option) => option.value === alliance)?.title].filter(Boolean).join(' · '),
      media,
    }),
  },
})
