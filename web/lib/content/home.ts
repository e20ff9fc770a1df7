import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
import { DEAL_CARD_TAGS, dealCard, image, seo } from './fragments'

export const homePageQuery = defineQuery(`
  *[_id == "homePage"][0] {
    heroTitle,
    heroText,
    heroImage { ${image} },
    howItWorks[] { _key, title, text },
    reviewsTitle,
    "reviews": reviews[]->{ _id, author, location, rating, text, date, route },
    faqTitle,
    "faqs": faqs[]->{ _id, question, answer },
    "featuredDeals": featuredDeals[]->{ ${dealCard} },
    ${seo}
  }
`)

/** The home page document itself, for click-to-edit on its fields. */
export const HOME_PAGE = { _id: 'homePage' }

export const homePageRead = contentRead(homePageQuery, () => ['homePage', 'review', 'faq', ...DEAL_CARD_TAGS])

export async function getHomePage() {
  const home = await sanityFetch(homePageRead)
  if (!home) throw new Error('The homePage document is missing from the dataset')
  return home
}

export async function homePageMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  return pageMetadata({
    title: home.heroTitle ?? 'Business-class flights',
    description: home.heroText,
    path: '/',
    seo: home.seo,
    image: home.heroImage,
  })
}
