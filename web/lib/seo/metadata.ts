import 'server-only'
import type { Metadata } from 'next'
import type { ImageValue } from '@/components/SanityImage'
import { urlFor } from '@/lib/sanity/image'

type Seo = { title?: string | null; description?: string | null; noIndex?: boolean | null; image?: ImageValue } | null

/**
 * Page metadata from content: the document's SEO fields win over its visible title and
 * excerpt; every page states its canonical path, so `/deal/x` and `/all-deals/x` rank as one.
 */
export function pageMetadata({
  title,
  description,
  path,
  seo,
  image,
  type = 'website',
}: {
  title: string
  description?: string | null
  path: string
  seo?: Seo
  image?: ImageValue
  type?: 'website' | 'article'
}): Metadata {
  const ogSource = seo?.image?.asset ? seo.image : image?.asset ? image : null
  const ogImage = ogSource ? urlFor(ogSource).width(1200).height(630).fit('crop').format('jpg').url() : undefined
  const resolvedTitle = seo?.title ?? title
  const resolvedDescription = seo?.description ?? description ?? undefined
  return {
    title: resolvedTitle,
    description: resolvedDescription,
    alternates: { canonical: path },
    robots: seo?.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type,
      title: resolvedTitle,
      description: resolvedDescription,
      url: path,
      images: ogImage ? [{ url: ogImage, width: 1200, height: 630 }] : undefined,
    },
  }
}
