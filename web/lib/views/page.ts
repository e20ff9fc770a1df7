import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { sanityFetch } from '@/lib/sanity/fetch'
import { pageQuery } from '@/lib/sanity/queries'
import { pageMetadata } from '@/lib/seo/metadata'

/** A `page` document by its fixed slug; the route exists, so a missing document is a 404. */
export async function getPage(slug: string) {
  const page = await sanityFetch({ query: pageQuery, params: { slug }, tags: ['page', `page:${slug}`] })
  if (!page) notFound()
  return page
}

export async function pageDocumentMetadata(slug: string, path = `/${slug}`): Promise<Metadata> {
  const page = await getPage(slug)
  return pageMetadata({ title: page.title ?? '', description: page.intro, path, seo: page.seo })
}
