import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { requiredString, seoField } from './fields.ts'

/**
 * Singleton (`_id: "siteSettings"`): brand, contact details and legal lines shown in the
 * header and footer of every page, plus the default metadata.
 */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'footer', title: 'Footer' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    requiredString({ name: 'title', title: 'Site name', group: 'brand' }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'brand',
    }),
    defineField({
      name: 'salesPhone',
      title: 'Sales phone',
      type: 'phone',
      group: 'contact',
      description: 'The click-to-call number in the header and footer.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'salesEmail',
      title: 'Sales e-mail',
      type: 'email',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      type: 'email',
      group: 'contact',
      description: 'The mailbox printed in the footer.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'address',
      title: 'Postal address',
      type: 'postalAddress',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    requiredString({
      name: 'licence',
      title: 'Licence / registration',
      group: 'footer',
      description: 'e.g. "California Seller of Travel No. 2000000-40 (sample)".',
    }),
    defineField({
      name: 'copyrightYears',
      title: 'Copyright years',
      type: 'string',
      group: 'footer',
      description: 'A year or a range: 2025 or 2024-2025.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{4}(?:-\d{4})?$/, { name: 'a year or a range such as 2024-2025' })
          .custom((years: string | undefined) => {
            const [from, to] = (years ?? '').split('-')
            return !to || Number(to) >= Number(from) ? true : 'The range must not end before it starts'
          }),
    }),
    defineField({
      name: 'memberships',
      title: 'Memberships',
      type: 'array',
      group: 'brand',
      description: 'Exactly two logos shown in the header: the air-travel trade association and another industry body.',
      of: [defineArrayMember({ type: 'logo' })],
      validation: (rule) => rule.required().length(2),
    }),
    defineField({
      name: 'partners',
      title: 'Partners',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'logo' })],
    }),
    defineField({
      name: 'footerAirlines',
      title: 'Footer airlines',
      type: 'array',
      group: 'footer',
      description: 'Airline logos in the footer, in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'airline' }] })],
      validation: (rule) => rule.unique(),
    }),
    seoField(),
  ],
  preview: {
    prepare: () => ({ title: 'Site settings' }),
  },
})
