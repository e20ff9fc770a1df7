import { DocumentIcon } from '@sanity/icons/Document'
import { defineField, defineType } from 'sanity'

import { contentAndSeoGroups, requiredString, seoField, slugField } from './fields.ts'

export const PAGE_KINDS = [
  { title: 'Legal', value: 'legal' },
  { title: 'About', value: 'about' },
  { title: 'Landing', value: 'landing' },
] as const

/**
 * A standalone page: about, the legal pages and landing pages (`/about-us`, `/privacy-policy`,
 * `/business-class-flights`, `/thanks`, …; also `/{type}/{slug}` with type `page`).
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  groups: contentAndSeoGroups,
  fields: [
    requiredString({ name: 'title', title: 'Title', group: 'content' }),
    slugField({ source: 'title', group: 'content' }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      group: 'content',
      options: { list: [...PAGE_KINDS], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 3, group: 'content' }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'blockContent',
      group: 'content',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      group: 'content',
      description: 'Printed on legal pages.',
      hidden: ({ document, value }) => !value && document?.kind !== 'legal',
    }),
    defineField({
      name: 'showDeals',
      title: 'List deals',
      type: 'boolean',
      group: 'content',
      description: 'Landing pages only: show the deal list under the body.',
      hidden: ({ document, value }) => !value && document?.kind !== 'landing',
    }),
    seoField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', kind: 'kind' },
    prepare: ({ title, slug, kind }) => ({
      title,
      subtitle: [slug ? `/${slug}` : null, PAGE_KINDS.find((option) => option.value === kind)?.title]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
