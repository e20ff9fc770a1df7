import 'server-only'
import { defineQuery } from 'next-sanity'
import { contentRead, fetchPublishedAfresh } from '@/lib/sanity/fetch'

export const redirectsQuery = defineQuery(`
  *[_type == "redirect" && defined(from) && defined(to)] | order(_updatedAt asc) { from, to, permanent }
`)

export const redirectsRead = contentRead(redirectsQuery, () => ['redirect'])

/** Every published redirect, oldest change first (a later one from the same path wins). */
export const getRedirects = () => fetchPublishedAfresh(redirectsRead)
