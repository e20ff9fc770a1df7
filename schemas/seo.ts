import { SearchIcon } from '@sanity/icons/Search'
import { defineField, defineType } from 'sanity'

import { imageField } from './fields.ts'

/** Search and social metadata. Empty fields fall back to the document's own title/excerpt. */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Meta title',
      type: 'string',
      description: 'Shown in search results and browser tabs. Keep it under 70 characters.',
      validation: (rule) => rule.max(70).warning('Search engines cut titles after ~70 characters'),
    }),
    defineField({
      name: 'description',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      description: 'Shown under the title in search results. Keep it under 160 characters.',
      validation: (rule) => rule.max(160).warning('Search engines cut descriptions after ~160 characters'),
    }),
    imageField({
      name: 'image',
      title: 'Social share image',
      description: 'Used for Open Graph / link previews (1200×630 works best).',
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Adds `noindex` and leaves the page out of the sitemap.',
      initialValue: false,
    }),
  ],
})
