import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { formatDate } from '@/lib/format'
import { pageMetadata } from '@/lib/seo/metadata'
import type { ShareCard } from '@/lib/seo/share-card'
import { body, image, postCard, seo } from './fragments'

/** The tags of a read that shows post cards: posts and what a card dereferences. */
const POST_CARD_TAGS = ['post', 'author', 'category']

export const postsQuery = defineQuery(`
  *[_type == "post" && defined(slug.current)] | order(publishedAt desc) { ${postCard} }
`)

export const postsRead = contentRead(postsQuery, () => POST_CARD_TAGS)

/** Every post, newest first. */
export const getPosts = () => sanityFetch(postsRead)

export const postQuery = defineQuery(`
  *[_type == "post" && slug.current == $slug][0] {
    ${postCard},
    _updatedAt,
    "author": author->{ name, "slug": slug.current, role, bio, image { ${image} } },
    ${body},
    ${seo},
    "related": *[_type == "post" && _id != ^._id && references(^.categories[]._ref)]
      | order(publishedAt desc)[0...3] { ${postCard} }
  }
`)

export const postRead = contentRead(postQuery, ({ slug }: { slug: string }) => [`post:${slug}`, ...POST_CARD_TAGS])

/** One post's page (`/blog/posts/{slug}`), or null. */
export const getPost = (slug: string) => sanityFetch(postRead, { slug })

export type Post = NonNullable<Awaited<ReturnType<typeof getPost>>>

export const postMetadata = (post: Post): Metadata =>
  pageMetadata({
    title: post.title ?? '',
    description: post.excerpt,
    path: `/blog/posts/${post.slug}`,
    seo: post.seo,
    image: post.mainImage,
    type: 'article',
    card: postShareCard(post),
  })

/** A post's share card: its category, title, author and date. */
export const postShareCard = (post: Post): ShareCard => ({
  kind: 'post',
  slug: post.slug ?? '',
  eyebrow: ['Blog', post.categories?.[0]?.title].filter(Boolean).join(' · '),
  title: post.title ?? '',
  note: [post.author?.name, post.publishedAt ? formatDate(post.publishedAt) : null].filter(Boolean).join(' · '),
})
