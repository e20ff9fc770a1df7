import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { imageField, requiredString, requiredText, seoField } from './fields.ts'

/** Singleton (`_id: "homePage"`): the sections of `/` (#how-it-woks, #reviews, #faq). */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'howItWorks', title: 'How it works' },
    { name: 'deals', title: 'Deals' },
    { name: 'reviews', title: 'Reviews' },
    { name: 'faq', title: 'FAQ' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    requiredString({ name: 'heroTitle', title: 'Hero title', group: 'hero' }),
    requiredText({ name: 'heroText', title: 'Hero text', group: 'hero' }),
    imageField({ name: 'heroImage', title: 'Hero image', group: 'hero' }),
    defineField({
      name: 'howItWorks',
      title: 'How it works',
      type: 'array',
      group: 'howItWorks',
      description: 'Three or four steps.',
      of: [defineArrayMember({ type: 'howItWorksStep' })],
      validation: (rule) => rule.required().min(3).max(4),
    }),
    defineField({
      name: 'featuredDeals',
      title: 'Featured deals',
      type: 'array',
      group: 'deals',
      description: 'Between three and nine deals, in display order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'deal' }] })],
      validation: (rule) => rule.required().min(3).max(9).unique(),
    }),
    defineField({
      name: 'reviewsTitle',
      title: 'Reviews title',
      type: 'string',
      group: 'reviews',
    }),
    defineField({
      name: 'reviews',
      title: 'Reviews',
      type: 'array',
      group: 'reviews',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'review' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({ name: 'faqTitle', title: 'FAQ title', type: 'string', group: 'faq' }),
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      group: 'faq',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'heroTitle', media: 'heroImage' },
    prepare: ({ subtitle, media }) => ({ title: 'Home page', subtitle, media }),
  },
})
