import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineField, defineType } from 'sanity'

import { dayRangeFields } from './fields.ts'

const DAY_MS = 86_400_000

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** "12 Mar 2027 – 19 Mar 2027" and "8 days", so a list of ranges reads without opening each one. */
function describeDateRange(start: unknown, end: unknown): { title: string; days?: string } {
  const day = (value: unknown) => (isDay(value) ? shortDate.format(new Date(value)) : '…')
  const title = start === end && isDay(start) ? day(start) : `${day(start)} – ${day(end)}`
  if (!isDay(start) || !isDay(end) || end < start) return { title }
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1
  return { title, days: days === 1 ? '1 day' : `${days} days` }
}

/**
 * A span of calendar days, both ends included: a deal's blackout dates. Whether a range fits
 * its deal (inside the travel window) is the deal's rule, checked where the deal uses it.
 */
export const dateRange = defineType({
  name: 'dateRange',
  title: 'Date range',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    ...dayRangeFields({
      endDescription: 'The last day of the range, included.',
      endMessage: 'The range must end on or after its start date',
    }),
    defineField({
      name: 'reason',
      title: 'Reason',
      type: 'string',
      description: 'Optional, a word or two shown in brackets after the dates, e.g. "Easter".',
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: {
    select: { start: 'start', end: 'end', reason: 'reason' },
    prepare: ({ start, end, reason }) => {
      const { title, days } = describeDateRange(start, end)
      return { title, subtitle: [reason, days].filter(Boolean).join(' · ') || undefined }
    },
  },
})
