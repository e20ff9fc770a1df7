import { CogIcon } from '@sanity/icons/Cog'
import { HomeIcon } from '@sanity/icons/Home'
import type { ComponentType } from 'react'
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure'

import type { SingletonType } from '@meridian/schemas'

/** Document types listed under the singletons, in this order, with the titles editors see. */
export const listedTypes = [
  ['deal', 'Deals'],
  ['airline', 'Airlines'],
  ['region', 'Regions'],
  ['city', 'Cities'],
  ['post', 'Blog posts'],
  ['author', 'Authors'],
  ['category', 'Categories'],
  ['faq', 'FAQs'],
  ['review', 'Reviews'],
  ['page', 'Pages'],
  ['redirect', 'Redirects'],
] as const

/** A singleton opens its one document (`_id` = type name) directly, never a list. */
function singletonItem(S: StructureBuilder, type: SingletonType, title: string, icon: ComponentType): ListItemBuilder {
  return S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(type).title(title))
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singletonItem(S, 'siteSettings', 'Site settings', CogIcon),
      singletonItem(S, 'homePage', 'Home page', HomeIcon),
      S.divider(),
      ...listedTypes.map(([type, title]) =>
        S.documentTypeListItem(type).title(title).child(S.documentTypeList(type).title(title)),
      ),
    ])
