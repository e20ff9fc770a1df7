import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { formatDate } from '@/lib/format'
import { pageMetadata } from '@/lib/seo/metadata'
import type { ShareCard } from '@/lib/seo/share-card'
import { body, image, postCard, seo } from './fragments'
import { listShareCard } from './list-cards'
import { listPagePath, listPageTitle, pageSlice } from './list-page'

/** The tags of a read that shows post cards: posts and what a card dereferences. */
const POST_CARD_TAGS = ['post', 'author', 'category']

export const postsQuery = defineQuery(`{
  "total": count(*[_type == "post" && defined(slug.current)]),
  "posts": *[_type == "post" && defined(slug.current)] | order(publishedAt desc, _id asc) [$start...$end] { ${postCard} }
}`)

export const postsRead = contentRead<typeof postsQuery, { start: number; end: number }>(
  postsQuery,
  () => POST_CARD_TAGS,
)

/** One page of the blog (docs/behaviour.md, "Lists"), newest first, and how many posts there are. */
export const getPosts = (page: number) => sanityFetch(postsRead, pageSlice('posts', page))

/** A page of the blog: its own title and canonical address. */
export const postsMetadata = async (page: number): Promise<Metadata> =>
  pageMetadata({
    title: listPageTitle('Blog', page),
    description:
      'Guides to flying business class for less: when to book, which seats to choose, lounges, stopovers and more.',
    path: listPagePath('/blog', page),
    card: await listShareCard('blog'),
  })

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
