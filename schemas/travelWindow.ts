import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineType } from 'sanity'

import { dayRangeFields } from './fields.ts'

/** Dates between which a deal's fare can be travelled. */
export const travelWindow = defineType({
  name: 'travelWindow',
  title: 'Travel window',
  type: 'object',
  icon: CalendarIcon,
  options: { columns: 2 },
  fields: [...dayRangeFields({ endMessage: 'The window must end on or after its start date' })],
  preview: {
    select: { start: 'start', end: 'end' },
    prepare: ({ start, end }) => ({ title: `${start ?? '…'} – ${end ?? '…'}` }),
  },
})
