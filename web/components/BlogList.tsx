import { PageHeading } from './PageHeading'
import { Pagination } from './Pagination'
import { PostCard } from './PostCard'
import { checkPageInRange, listPagePath, pageCount } from '@/lib/content/list-page'
import { getPosts } from '@/lib/content/post'

/** One page of the blog (`/blog`, `/blog/page/{n}`; docs/behaviour.md, "Lists"), newest first. */
export async function BlogList({ page }: { page: number }) {
  const { total, posts } = await getPosts(page)
  checkPageInRange('posts', page, total)
  return (
    <>
      <PageHeading
        crumbs={[
          { name: 'Blog', href: '/blog' },
          ...(page > 1 ? [{ name: `Page ${page}`, href: listPagePath('/blog', page) }] : []),
        ]}
        eyebrow="Blog"
        title="The business-class travel blog"
      >
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
        <Pagination
          label="Blog, pages"
          page={page}
          pages={pageCount('posts', total)}
          href={(n) => listPagePath('/blog', n)}
        />
      </div>
    </>
  )
}
