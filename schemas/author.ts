import { UserIcon } from '@sanity/icons/User'
import { defineField, defineType } from 'sanity'

import { imageField, slugField } from './fields.ts'

/** A blog author, shown in the post byline. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    slugField({ source: 'name' }),
    defineField({ name: 'role', title: 'Role', type: 'string', description: 'e.g. "Fare analyst".' }),
    defineField({ name: 'bio', title: 'Bio', type: 'text', rows: 4 }),
    imageField({ name: 'image', title: 'Portrait' }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'role', media: 'image' },
  },
})
