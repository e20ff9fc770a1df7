/**
 * Field builders and patterns shared by several schema types. Each rule lives here once
 * so a deal, a city and an airline cannot drift apart on what an IATA code is.
 */
import { defineField } from 'sanity'
import type { FieldGroupDefinition, SlugValue } from 'sanity'

/** Airport or city IATA code: three upper-case letters (`JFK`, `LON`). */
export const AIRPORT_IATA = /^[A-Z]{3}$/
/** Airline IATA designator: two upper-case letters or digits (`BA`, `U2`, `9W`). */
export const AIRLINE_IATA = /^[A-Z0-9]{2}$/
/** Phone digits as dialled: North American number with the country code, `18005550142`. */
export const PHONE_DIGITS = /^1\d{10}$/
/** Visible phone number: starts with `+1`, then only digits, spaces, dots, dashes, brackets. */
export const PHONE_FORMATTED = /^\+1[\d\s().-]+$/
/** URL-safe slug: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_MAX_LENGTH = 96

/** Field groups used by most documents: the content and its search-engine metadata. */
export const contentAndSeoGroups: FieldGroupDefinition[] = [
  { name: 'content', title: 'Content', default: true },
  { name: 'seo', title: 'SEO' },
]

interface SlugFieldOptions {
  /** Field the "Generate" button slugifies. */
  source: string
  description?: string
  group?: string
  maxLength?: number
  /** Slugs outside this prefix are allowed but flagged (footer links expect it). */
  expectedPrefix?: string
}

/** A required slug: lower-case, hyphenated, at most `maxLength` characters, unique per type. */
export function slugField({
  source,
  description,
  group,
  maxLength = SLUG_MAX_LENGTH,
  expectedPrefix,
}: SlugFieldOptions) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description,
    group,
    options: { source, maxLength },
    validation: (rule) => {
      const rules = [
        rule.required().custom((value: SlugValue | undefined) => {
          const current = value?.current
          if (!current) return true // `required` reports the missing value
          if (current.length > maxLength) return `At most ${maxLength} characters`
          if (!SLUG_PATTERN.test(current)) {
            return 'Use lower-case letters, digits and single hyphens (e.g. "new-york-to-london")'
          }
          return true
        }),
      ]
      if (expectedPrefix) {
        rules.push(
          rule
            .custom((value: SlugValue | undefined) =>
              !value?.current || value.current.startsWith(expectedPrefix)
                ? true
                : `Footer links use slugs starting with "${expectedPrefix}"`,
            )
            .warning(),
        )
      }
      return rules
    },
  })
}

interface ImageFieldOptions {
  name: string
  title?: string
  description?: string
  group?: string
  required?: boolean
}

/** The alt text field every image carries. Required whenever the image is present. */
export const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'Describes the image for screen readers and search engines.',
  validation: (rule) => rule.required(),
})

/** An image with hotspot/crop and a required `alt`; optionally the image itself is required. */
export function imageField({ name, title, description, group, required = false }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'image',
    options: { hotspot: true },
    fields: [altField],
    validation: required ? (rule) => rule.required().assetRequired() : undefined,
  })
}

/** The optional `seo` object, in the `seo` group when the document has one. */
export function seoField(group: string | undefined = 'seo') {
  return defineField({ name: 'seo', title: 'SEO', type: 'seo', group })
}

interface TextFieldOptions {
  name: string
  title: string
  group?: string
  description?: string
}

/** A required one-line string: names, titles, labels. */
export function requiredString({ name, title, group, description }: TextFieldOptions) {
  return defineField({ name, title, type: 'string', group, description, validation: (rule) => rule.required() })
}

/** A required plain-text paragraph (intros, excerpts, answers), `max` characters at most. */
export function requiredText({
  name,
  title,
  group,
  description,
  rows = 3,
  max,
}: TextFieldOptions & { rows?: number; max?: number }) {
  return defineField({
    name,
    title,
    type: 'text',
    rows,
    group,
    description,
    validation: (rule) => (max === undefined ? rule.required() : rule.required().max(max)),
  })
}

/** A required reference to one document type. */
export function requiredReference({ name, title, group, to }: Omit<TextFieldOptions, 'description'> & { to: string }) {
  return defineField({
    name,
    title,
    type: 'reference',
    group,
    to: [{ type: to }],
    validation: (rule) => rule.required(),
  })
}

/** The optional Portable Text body of a page-like document. */
export const bodyField = (group = 'content') =>
  defineField({ name: 'body', title: 'Body', type: 'blockContent', group })

/**
 * The `start` and `end` calendar days of a span, both required and both included, the end on or
 * after the start (`endMessage` says so in the span's own words).
 */
export function dayRangeFields({ endDescription, endMessage }: { endDescription?: string; endMessage: string }) {
  return [
    defineField({ name: 'start', title: 'From', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'end',
      title: 'Until',
      type: 'date',
      description: endDescription,
      validation: (rule) =>
        rule.required().custom((end: string | undefined, context) => {
          const start = (context.parent as { start?: unknown } | undefined)?.start
          if (!end || typeof start !== 'string') return true
          // ISO dates (YYYY-MM-DD) compare correctly as strings.
          return end >= start ? true : endMessage
        }),
    }),
  ]
}
