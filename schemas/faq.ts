import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineField, defineType } from 'sanity'

import { requiredString, requiredText } from './fields.ts'

/** A question and answer for `/#faq` and `/call-for-business-flights`. */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    requiredString({ name: 'question', title: 'Question' }),
    requiredText({ name: 'answer', title: 'Answer', rows: 5 }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'question', order: 'order' },
    prepare: ({ title, order }) => ({
      title,
      subtitle: typeof order === 'number' ? `#${order}` : undefined,
    }),
  },
})
