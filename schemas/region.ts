import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { defineField, defineType } from 'sanity'

import {
  bodyField,
  contentAndSeoGroups,
  imageField,
  requiredString,
  requiredText,
  seoField,
  slugField,
} from './fields.ts'

/**
 * A destination region at `/region/{slug}`. The footer's seven Destinations links use the
 * slugs `business-class-flights-to-{europe,asia,oceania,africa,middle-east,latin-america,indian-subc}`.
 */
export const region = defineType({
  name: 'region',
  title: 'Region',
  type: 'document',
  icon: EarthGlobeIcon,
  groups: contentAndSeoGroups,
  fields: [
    requiredString({ name: 'name', title: 'Name', group: 'content', description: 'e.g. "Europe".' }),
    slugField({
      source: 'name',
      group: 'content',
      description: 'e.g. business-class-flights-to-europe (the footer links to these).',
      expectedPrefix: 'business-class-flights-to-',
    }),
    defineField({
      name: 'order',
      title: 'Footer order',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().integer().min(0),
    }),
    requiredText({ name: 'intro', title: 'Intro', group: 'content' }),
    imageField({ name: 'image', title: 'Image', group: 'content', required: true }),
    bodyField(),
    seoField(),
  ],
  orderings: [{ title: 'Footer order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', subtitle: 'slug.current', media: 'image' },
  },
})
