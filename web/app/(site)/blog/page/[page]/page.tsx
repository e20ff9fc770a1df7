import { BlogList } from '@/components/BlogList'
import { pageNumber, prerenderedPages, type ListPageProps } from '@/lib/content/list-page'
import { postsMetadata } from '@/lib/content/post'
import { getListTotals } from '@/lib/content/routes'

/** The first later pages at build; the others on first request (docs/behaviour.md, "Lists"). */
export async function generateStaticParams() {
  return prerenderedPages('posts', (await getListTotals()).posts).map((page) => ({ page }))
}

export async function generateMetadata({ params }: ListPageProps) {
  return postsMetadata(pageNumber((await params).page))
}

/** `/blog/page/{n}`: a later page of the blog. */
export default async function BlogListPage({ params }: ListPageProps) {
  return <BlogList page={pageNumber((await params).page)} />
}
