import { MobileDeviceIcon } from '@sanity/icons/MobileDevice'
import { defineField, defineType } from 'sanity'

import { PHONE_DIGITS, PHONE_FORMATTED } from './fields.ts'

/**
 * A phone number in its two forms: `digits` for the `tel:` link and `formatted` for people.
 * Both must describe the same number.
 */
export const phone = defineType({
  name: 'phone',
  title: 'Phone number',
  type: 'object',
  icon: MobileDeviceIcon,
  fields: [
    defineField({
      name: 'digits',
      title: 'Digits',
      type: 'string',
      description: 'Country code 1 and ten digits, nothing else: 18005550142. Used for tel: links.',
      validation: (rule) => rule.required().regex(PHONE_DIGITS, { name: 'country code 1 followed by ten digits' }),
    }),
    defineField({
      name: 'formatted',
      title: 'Formatted',
      type: 'string',
      description: 'As visitors see it, starting with +1: +1 (800) 555-0142.',
      validation: (rule) =>
        rule
          .required()
          .regex(PHONE_FORMATTED, { name: 'number starting with +1' })
          .custom((formatted: string | undefined, context) => {
            const digits = (context.parent as { digits?: unknown } | undefined)?.digits
            if (!formatted || typeof digits !== 'string') return true
            return formatted.replace(/\D/g, '') === digits
              ? true
              : `Shows a different number than the digits (${digits})`
          }),
    }),
  ],
  preview: {
    select: { title: 'formatted', subtitle: 'digits' },
  },
})
