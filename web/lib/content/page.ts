import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { notFound } from 'next/navigation'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
import type { ShareCard } from '@/lib/seo/share-card'
import { body, seo } from './fragments'

export const pageQuery = defineQuery(`
  *[_type == "page" && slug.current == $slug][0] {
    _id,
    title,
    "slug": slug.current,
    kind,
    intro,
    updatedAt,
    showDeals,
    ${body},
    ${seo}
  }
`)

export const pageRead = contentRead(pageQuery, ({ slug }: { slug: string }) => ['page', `page:${slug}`])

/** A `page` document by its fixed slug; the route exists, so a missing document is a 404. */
export async function getPage(slug: string) {
  const page = await sanityFetch(pageRead, { slug })
  if (!page) notFound()
  return page
}

export type Page = Awaited<ReturnType<typeof getPage>>

export async function pageDocumentMetadata(slug: string, path = `/${slug}`): Promise<Metadata> {
  const page = await getPage(slug)
  return pageMetadata({
    title: page.title ?? '',
    description: page.intro,
    path,
    seo: page.seo,
    card: pageShareCard(page),
  })
}

/** The small line above a page's title on its card, by the page's kind. */
const PAGE_EYEBROWS = { legal: 'Policies', about: 'About us', landing: 'Business class flights' } as const

/** A standalone page's share card: what kind of page it is, and its title. */
export const pageShareCard = (page: Pick<Page, 'slug' | 'title' | 'kind'>): ShareCard => ({
  kind: 'page',
  slug: page.slug ?? '',
  eyebrow: PAGE_EYEBROWS[page.kind ?? 'landing'],
  title: page.title ?? '',
})
