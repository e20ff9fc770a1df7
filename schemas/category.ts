import { TagsIcon } from '@sanity/icons/Tags'
import { defineField, defineType } from 'sanity'

import { requiredString, slugField } from './fields.ts'

/** A blog category: the filters and labels on `/blog`. */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  icon: TagsIcon,
  fields: [
    requiredString({ name: 'title', title: 'Title' }),
    slugField({ source: 'title' }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
})
