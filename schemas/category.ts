import { TagsIcon } from '@sanity/icons/Tags'
import { defineField, defineType } from 'sanity'

import { slugField } from './fields.ts'

/** A blog category: the filters and labels on `/blog`. */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  icon: TagsIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    slugField({ source: 'title' }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
})
