import { BlogList } from '@/components/BlogList'
import { postsMetadata } from '@/lib/content/post'

export const generateMetadata = () => postsMetadata(1)

export default function BlogPage() {
  return <BlogList page={1} />
}
