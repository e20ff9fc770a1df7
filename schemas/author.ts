import { UserIcon } from '@sanity/icons/User'
import { defineField, defineType } from 'sanity'

import { imageField, requiredString, slugField } from './fields.ts'

/** A blog author, shown in the post byline. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  fields: [
    requiredString({ name: 'name', title: 'Name' }),
    slugField({ source: 'name' }),
    defineField({ name: 'role', title: 'Role', type: 'string', description: 'e.g. "Fare analyst".' }),
    defineField({ name: 'bio', title: 'Bio', type: 'text', rows: 4 }),
    imageField({ name: 'image', title: 'Portrait' }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'role', media: 'image' },
  },
})
