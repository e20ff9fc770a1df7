import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineField, defineType } from 'sanity'

/** Dates between which a deal's fare can be travelled. */
export const travelWindow = defineType({
  name: 'travelWindow',
  title: 'Travel window',
  type: 'object',
  icon: CalendarIcon,
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'start',
      title: 'From',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'end',
      title: 'Until',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((end: string | undefined, context) => {
          const start = (context.parent as { start?: unknown } | undefined)?.start
          if (!end || typeof start !== 'string') return true
          // ISO dates (YYYY-MM-DD) compare correctly as strings.
          return end >= start ? true : 'The window must end on or after its start date'
        }),
    }),
  ],
  preview: {
    select: { start: 'start', end: 'end' },
    prepare: ({ start, end }) => ({ title: `${start ?? '…'} – ${end ?? '…'}` }),
  },
})
