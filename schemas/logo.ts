import { ImageIcon } from '@sanity/icons/Image'
import { defineField, defineType } from 'sanity'

import { imageField, requiredString } from './fields.ts'

/** A named logo (membership body, partner) with an optional link. */
export const logo = defineType({
  name: 'logo',
  title: 'Logo',
  type: 'object',
  icon: ImageIcon,
  fields: [
    requiredString({ name: 'name', title: 'Name' }),
    imageField({ name: 'image', title: 'Image', required: true }),
    defineField({
      name: 'url',
      title: 'Link',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['http', 'https'] }),
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'url', media: 'image' },
  },
})
