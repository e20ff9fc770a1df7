import { ArrowRightIcon } from '@sanity/icons/ArrowRight'
import { defineField, defineType } from 'sanity'

/** A path on this site: a leading slash, no query, no fragment, no trailing slash (but `/` itself). */
export const SITE_PATH = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@%-]+(?:\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)*)?$/

/**
 * An old address that leads to a new one, answered by the site before any page renders
 * (docs/content-model.md, "Redirects"). The local lake writes one by itself whenever a published
 * slug changes; editors add others (a retired campaign page, a deleted deal's region).
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      description: 'The old path on this site, e.g. "/all-deals/boston-to-dublin-business-class".',
      validation: (rule) =>
        rule
          .required()
          .custom((from: string | undefined) =>
            from === undefined || SITE_PATH.test(from)
              ? true
              : 'A path on this site: starts with "/", no "?", "#" or trailing "/"',
          ),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      description: 'A path on this site ("/region/business-class-flights-to-europe") or a full https:// address.',
      validation: (rule) =>
        rule.required().custom((to: string | undefined, context) => {
          if (to === undefined) return true
          if (to === (context.document as { from?: unknown } | undefined)?.from) return 'Must differ from "From"'
          if (to.startsWith('/')) return SITE_PATH.test(to) ? true : 'A path on this site: no "#" or trailing "/"'
          return /^https:\/\/[^\s/]+(\/\S*)?$/.test(to) ? true : 'A path starting with "/" or an https:// address'
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description: 'On: 308, search engines move the old address to the new one. Off: 307, temporary.',
      initialValue: true,
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare: ({ from, to, permanent }) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: permanent === false ? '307 temporary' : '308 permanent',
    }),
  },
})
