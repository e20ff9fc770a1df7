import { notFound } from 'next/navigation'
import type { BlogPosting } from 'schema-dts'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { JsonLd } from '@/components/JsonLd'
import { PostCard } from '@/components/PostCard'
import { RichText } from '@/components/RichText'
import { SanityImage } from '@/components/SanityImage'
import { getPost, postMetadata } from '@/lib/content/post'
import { prerenderedParams } from '@/lib/content/prerender'
import { slugMetadata, type SlugRouteProps } from '@/lib/content/routes'
import { getSettings } from '@/lib/content/settings'
import { env } from '@/lib/env'
import { formatDate } from '@/lib/format'
import { editing } from '@/lib/sanity/editing'
import { urlFor } from '@/lib/sanity/image'
import styles from './post.module.css'

/** The newest posts; any other renders on its first request (lib/content/prerender.ts). */
export const generateStaticParams = () => prerenderedParams('post')

export const generateMetadata = slugMetadata(getPost, postMetadata)

export default async function PostPage({ params }: SlugRouteProps) {
  const [post, settings] = await Promise.all([getPost((await params).slug), getSettings()])
  if (!post) notFound()
  const edit = (await editing())(post, 'post')
  const url = new URL(`/blog/posts/${post.slug}`, env.SITE_URL).href
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Blog', href: '/blog' },
          { name: post.title ?? '', href: `/blog/posts/${post.slug}` },
        ]}
      />
      <article className={`container ${styles.article}`}>
        <header className={styles.header}>
          <p className="eyebrow">{post.categories?.map((category) => category.title).join(' · ')}</p>
          <h1 {...edit('title')}>{post.title}</h1>
          <p className={styles.byline}>
            {post.author ? (
              <>
                By {post.author.name}
                {post.author.role ? `, ${post.author.role}` : ''} ·{' '}
              </>
            ) : null}
            {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
          </p>
        </header>
        <div className={styles.cover}>
          <SanityImage
            image={post.mainImage}
            fill
            priority
            sizes="(max-width: 900px) 100vw, 900px"
            edit={edit('mainImage')}
          />
        </div>
        <p className={styles.lead} {...edit('excerpt')}>
          {post.excerpt}
        </p>
        <RichText value={post.body} edit={edit('body')} />
        {post.author?.bio ? (
          <aside className={styles.author} aria-label="About the author">
            <p>
              <strong>{post.author.name}</strong> — {post.author.bio}
            </p>
          </aside>
        ) : null}
      </article>
      {post.related && post.related.length > 0 ? (
        <section className="section section--muted" aria-labelledby="related-posts">
          <div className="container">
            <h2 id="related-posts">Keep reading</h2>
            <ul className="grid">
              {post.related.map((related) => (
                <li key={related._id}>
                  <PostCard post={related} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <JsonLd<BlogPosting>
        data={{
          '@type': 'BlogPosting',
          headline: post.title ?? '',
          description: post.excerpt ?? undefined,
          datePublished: post.publishedAt ?? undefined,
          dateModified: post._updatedAt,
          mainEntityOfPage: url,
          url,
          image: post.mainImage?.asset
            ? new URL(urlFor(post.mainImage).width(1200).url(), env.SITE_URL).href
            : undefined,
          author: post.author ? { '@type': 'Person', name: post.author.name ?? '' } : undefined,
          publisher: { '@type': 'Organization', name: settings.title ?? '' },
        }}
      />
    </>
  )
}
