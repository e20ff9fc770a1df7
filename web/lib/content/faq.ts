import 'server-only'
import { defineQuery } from 'next-sanity'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'

export const faqsQuery = defineQuery(`
  *[_type == "faq"] | order(order asc) { _id, question, answer }
`)

export const faqsRead = contentRead(faqsQuery, () => ['faq'])

/** Every question and answer, in the editors' order. */
export const getFaqs = () => sanityFetch(faqsRead)
