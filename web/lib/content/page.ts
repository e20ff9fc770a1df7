import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { notFound } from 'next/navigation'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
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

export async function pageDocumentMetadata(slug: string, path = `/${slug}`): Promise<Metadata> {
  const page = await getPage(slug)
  return pageMetadata({ title: page.title ?? '', description: page.intro, path, seo: page.seo })
}
