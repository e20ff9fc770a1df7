import { airline } from './airline.ts'
import { author } from './author.ts'
import { blockContent } from './blockContent.ts'
import { category } from './category.ts'
import { city } from './city.ts'
import { dateRange } from './dateRange.ts'
import { deal } from './deal.ts'
import { faq } from './faq.ts'
import { homePage } from './homePage.ts'
import { howItWorksStep } from './howItWorksStep.ts'
import { logo } from './logo.ts'
import { page } from './page.ts'
import { phone } from './phone.ts'
import { place } from './place.ts'
import { post } from './post.ts'
import { postalAddress } from './postalAddress.ts'
import { redirect } from './redirect.ts'
import { region } from './region.ts'
import { review } from './review.ts'
import { seo } from './seo.ts'
import { siteSettings } from './siteSettings.ts'
import { travelWindow } from './travelWindow.ts'

/** Every schema type of the Studio, objects first. See docs/content-model.md. */
export const schemaTypes = [
  // objects
  seo,
  logo,
  phone,
  postalAddress,
  howItWorksStep,
  blockContent,
  place,
  travelWindow,
  dateRange,
  // singletons
  siteSettings,
  homePage,
  // documents
  deal,
  airline,
  region,
  city,
  post,
  author,
  category,
  faq,
  review,
  page,
  redirect,
]

/** Document types with exactly one document each, whose `_id` equals the type name. */
export const singletonTypes = ['siteSettings', 'homePage'] as const
export type SingletonType = (typeof singletonTypes)[number]

export function isSingletonType(type: string): type is SingletonType {
  return (singletonTypes as readonly string[]).includes(type)
}
