import { OlistIcon } from '@sanity/icons/Olist'
import { defineField, defineType } from 'sanity'

/** One step of the home page's "How it works" section. */
export const howItWorksStep = defineType({
  name: 'howItWorksStep',
  title: 'How it works step',
  type: 'object',
  icon: OlistIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'text' },
  },
})
