import { OlistIcon } from '@sanity/icons/Olist'
import { defineType } from 'sanity'

import { requiredString, requiredText } from './fields.ts'

/** One step of the home page's "How it works" section. */
export const howItWorksStep = defineType({
  name: 'howItWorksStep',
  title: 'How it works step',
  type: 'object',
  icon: OlistIcon,
  fields: [requiredString({ name: 'title', title: 'Title' }), requiredText({ name: 'text', title: 'Text' })],
  preview: {
    select: { title: 'title', subtitle: 'text' },
  },
})
