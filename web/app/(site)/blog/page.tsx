import type { Metadata } from 'next'
import { PageHeading } from '@/components/PageHeading'
import { PostCard } from '@/components/PostCard'
import { getPosts } from '@/lib/content/post'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Blog',
  description:
    'Guides to flying business class for less: when to book, which seats to choose, lounges, stopovers and more.',
  path: '/blog',
})

export default async function BlogPage() {
  const posts = await getPosts()
  return (
    <>
      <PageHeading crumbs={[{ name: 'Blog', href: '/blog' }]} eyebrow="Blog" title="The business-class travel blog">
        <p>Practical advice from our fare experts on paying less and flying better.</p>
      </PageHeading>
      <div className="container" style={{ paddingBottom: '4rem' }}>
        <ul className="grid">
          {posts.map((post) => (
            <li key={post._id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
