import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType } from 'sanity'

import {
  contentAndSeoGroups,
  imageField,
  requiredReference,
  requiredString,
  requiredText,
  seoField,
  slugField,
} from './fields.ts'

/** A blog post at `/blog/posts/{slug}`, listed and filtered by category on `/blog`. */
export const post = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  groups: contentAndSeoGroups,
  fields: [
    requiredString({ name: 'title', title: 'Title', group: 'content' }),
    slugField({ source: 'title', group: 'content' }),
    requiredText({
      name: 'excerpt',
      title: 'Excerpt',
      group: 'content',
      description: 'Teaser for the blog list, at most 240 characters.',
      max: 240,
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      group: 'content',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    requiredReference({ name: 'author', title: 'Author', group: 'content', to: 'author' }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    imageField({ name: 'mainImage', title: 'Main image', group: 'content', required: true }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'blockContent',
      group: 'content',
      validation: (rule) => rule.required().min(1),
    }),
    seoField(),
  ],
  orderings: [
    {
      title: 'Published, newest first',
      name: 'publishedAtDesc',
      by: [{ field: 'publishedAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: { title: 'title', publishedAt: 'publishedAt', author: 'author.name', media: 'mainImage' },
    prepare: ({ title, publishedAt, author, media }) => ({
      title,
      subtitle: [typeof publishedAt === 'string' ? publishedAt.slice(0, 10) : 'Not dated', author]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
