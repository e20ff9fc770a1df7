import { TagIcon } from '@sanity/icons/Tag'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { CABIN_TITLES, CABINS, TRIP_TYPE_TITLES, TRIP_TYPES } from './vocabulary.ts'
import { bodyField, imageField, requiredReference, requiredString, seoField, slugField } from './fields.ts'

const options = <T extends string>(values: readonly T[], titles: Record<T, string>) =>
  values.map((value) => ({ title: titles[value], value }))

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/**
 * A fare offer on one route. Rendered at `/all-deals/{slug}` and listed on the best-deals,
 * region, city and airline pages. Savings shown to visitors = `publishedFare` − `fareFrom`.
 */
export const deal = defineType({
  name: 'deal',
  title: 'Deal',
  type: 'document',
  icon: TagIcon,
  groups: [
    { name: 'route', title: 'Route', default: true },
    { name: 'fare', title: 'Fare' },
    { name: 'content', title: 'Content' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    requiredString({
      name: 'title',
      title: 'Title',
      group: 'content',
      description: 'e.g. "Business class from New York to London".',
    }),
    slugField({ source: 'title', group: 'content' }),
    defineField({
      name: 'origin',
      title: 'From',
      type: 'place',
      group: 'route',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'destination',
      title: 'To',
      type: 'place',
      group: 'route',
      validation: (rule) =>
        rule.required().custom((destination: { iata?: string } | undefined, context) => {
          const origin = (context.document as { origin?: { iata?: string } } | undefined)?.origin
          return destination?.iata && destination.iata === origin?.iata
            ? 'Destination must differ from the origin'
            : true
        }),
    }),
    defineField({
      name: 'airlines',
      title: 'Airlines',
      type: 'array',
      group: 'route',
      description: 'The operating airline first.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'airline' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    requiredReference({ name: 'region', title: 'Region', group: 'route', to: 'region' }),
    defineField({
      name: 'city',
      title: 'Top city',
      type: 'reference',
      group: 'route',
      to: [{ type: 'city' }],
      description: 'Only for deals to one of the seven top cities in the footer.',
    }),
    defineField({
      name: 'cabin',
      title: 'Cabin',
      type: 'string',
      group: 'fare',
      options: { list: options(CABINS, CABIN_TITLES), layout: 'radio', direction: 'horizontal' },
      initialValue: 'business',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tripType',
      title: 'Trip type',
      type: 'string',
      group: 'fare',
      options: { list: options(TRIP_TYPES, TRIP_TYPE_TITLES), layout: 'radio', direction: 'horizontal' },
      initialValue: 'round-trip',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'fareFrom',
      title: 'Fare from (USD)',
      type: 'number',
      group: 'fare',
      description: 'Lowest price per person in US dollars, taxes and fees included.',
      validation: (rule) => rule.required().greaterThan(0),
    }),
    defineField({
      name: 'publishedFare',
      title: 'Published fare (USD)',
      type: 'number',
      group: 'fare',
      description: "The airline's own fare for the same trip. Must be higher than the fare from.",
      validation: (rule) =>
        rule.required().custom((publishedFare: number | undefined, context) => {
          const fareFrom = (context.document as { fareFrom?: unknown } | undefined)?.fareFrom
          if (typeof publishedFare !== 'number' || typeof fareFrom !== 'number') return true
          return publishedFare > fareFrom
            ? true
            : `Must be higher than the fare from (${usd.format(fareFrom)}), or there is no saving to show`
        }),
    }),
    defineField({
      name: 'travelWindow',
      title: 'Travel window',
      type: 'travelWindow',
      group: 'fare',
    }),
    defineField({
      name: 'blackoutDates',
      title: 'Blackout dates',
      type: 'array',
      group: 'fare',
      description: 'Departures on these days are not sold at this fare.',
      // Structured rather than a sentence, so the checkout can refuse a departure on these
      // days; the site words them for travellers (see docs/content-model.md).
      of: [
        defineArrayMember({
          type: 'dateRange',
          validation: (rule) =>
            rule.custom((range: { start?: unknown; end?: unknown } | undefined, context) => {
              const window = (context.document as { travelWindow?: { start?: unknown; end?: unknown } } | undefined)
                ?.travelWindow
              const first = window?.start
              const last = window?.end
              // No window, or one that is itself wrong (reported there): nothing to check against.
              if (typeof first !== 'string' || typeof last !== 'string' || last < first) return true
              // ISO dates (YYYY-MM-DD) compare correctly as strings.
              const outside = [range?.start, range?.end].some(
                (day) => typeof day === 'string' && (day < first || day > last),
              )
              return outside ? `Must fall inside the travel window (${first} – ${last})` : true
            }),
        }),
      ],
    }),
    defineField({
      name: 'offerEnds',
      title: 'Offer ends',
      type: 'datetime',
      group: 'fare',
      description:
        'Optional. From this moment the deal leaves every list and the sitemap, and its page says the offer has ended, as it does once the travel window is over.',
    }),
    defineField({
      name: 'fareCheckedAt',
      title: 'Fare checked on',
      type: 'date',
      group: 'fare',
      validation: (rule) => rule.required(),
    }),
    imageField({ name: 'image', title: 'Image', group: 'content', required: true }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'Short teaser for deal cards, at most 200 characters.',
      validation: (rule) => rule.max(200),
    }),
    bodyField(),
    seoField(),
  ],
  orderings: [
    {
      title: 'Fare, lowest first',
      name: 'fareFromAsc',
      by: [{ field: 'fareFrom', direction: 'asc' }],
    },
    {
      title: 'Fare checked, newest first',
      name: 'fareCheckedAtDesc',
      by: [{ field: 'fareCheckedAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: {
      origin: 'origin.city',
      destination: 'destination.city',
      airline: 'airlines.0.name',
      fareFrom: 'fareFrom',
      cabin: 'cabin',
      media: 'image',
    },
    prepare: ({ origin, destination, airline, fareFrom, cabin, media }) => {
      const cabinTitle = CABIN_TITLES[cabin as keyof typeof CABIN_TITLES]
      return {
        title: `${origin ?? '?'} → ${destination ?? '?'}`,
        subtitle: [airline, typeof fareFrom === 'number' ? usd.format(fareFrom) : null, cabinTitle]
          .filter(Boolean)
          .join(' · '),
        media,
      }
    },
  },
})
