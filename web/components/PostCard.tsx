import type { PostsQueryResult } from '@meridian/schemas/types'
import { formatDate } from '@/lib/format'
import { editing } from '@/lib/sanity/editing'
import { Link } from './Link'
import { SanityImage } from './SanityImage'
import card from './ListingCard.module.css'
import styles from './PostCard.module.css'

export async function PostCard({ post }: { post: PostsQueryResult['posts'][number] }) {
  const edit = (await editing())(post, 'post')
  return (
    <article className={`${card.card} ${styles.card}`}>
      <div className={card.media}>
        <SanityImage
          image={post.mainImage}
          fill
          sizes="(max-width: 640px) 100vw, 400px"
          decorative
          edit={edit('mainImage')}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {post.categories?.map((category) => category.title).join(' · ')}
          {post.publishedAt ? (
            <>
              {' · '}
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </>
          ) : null}
        </p>
        <h2 className={styles.title} {...edit('title')}>
          <Link href={`/blog/posts/${post.slug}`} className={card.link}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt} {...edit('excerpt')}>
          {post.excerpt}
        </p>
        {post.author ? <p className={styles.author}>By {post.author.name}</p> : null}
      </div>
    </article>
  )
}
