import { StarIcon } from '@sanity/icons/Star'
import { defineField, defineType } from 'sanity'

import { requiredString, requiredText } from './fields.ts'

/** A customer review for the home page's #reviews section (sample names, first name + initial). */
export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'document',
  icon: StarIcon,
  fields: [
    requiredString({ name: 'author', title: 'Author', description: 'First name and initial: "Sarah K."' }),
    requiredString({ name: 'location', title: 'Location', description: 'e.g. "Chicago, IL".' }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Whole stars from 1 to 5.',
      options: { list: [1, 2, 3, 4, 5], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    requiredText({ name: 'text', title: 'Text', rows: 5 }),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'route',
      title: 'Route',
      type: 'string',
      description: 'e.g. "New York – London".',
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: {
    select: { author: 'author', rating: 'rating', location: 'location' },
    prepare: ({ author, rating, location }) => {
      const stars =
        typeof rating === 'number' && rating >= 0 && rating <= 5
          ? '★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating))
          : undefined
      return { title: author, subtitle: [stars, location].filter(Boolean).join(' · ') }
    },
  },
})
