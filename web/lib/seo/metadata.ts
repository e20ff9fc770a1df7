import 'server-only'
import type { Metadata, Viewport } from 'next'
import { getSettings } from '@/lib/content/settings'
import { env } from '@/lib/env'
import { urlFor, type ImageValue } from '@/lib/sanity/image'
import { SHARE_CARD_SIZE, shareCardAlt, shareCardUrl, type ShareCard } from './share-card'

type Seo = { title?: string | null; description?: string | null; noIndex?: boolean | null; image?: ImageValue } | null

type ShareImage = { url: string; width: number; height: number; type: string; alt: string }

/**
 * A photo as a share image: 1200×630 cropped around its hotspot, or, when the photo (after the
 * editor's crop) is smaller than that, the largest 1.91:1 box it holds. The image service never
 * enlarges (docs/security.md, "Images"), so asking for the box itself is what makes the declared
 * size the size served, here and on Sanity's CDN alike.
 */
function photoShareImage(image: NonNullable<ImageValue>, fallbackAlt: string): ShareImage {
  const { width, height } = image.asset?.metadata?.dimensions ?? {}
  const crop = image.crop ?? {}
  const sourceWidth = (width ?? 0) * (1 - (crop.left ?? 0) - (crop.right ?? 0))
  const sourceHeight = (height ?? 0) * (1 - (crop.top ?? 0) - (crop.bottom ?? 0))
  // Unknown dimensions (an asset without metadata): ask for the full size, as before.
  const scale =
    sourceWidth && sourceHeight
      ? Math.min(1, sourceWidth / SHARE_CARD_SIZE.width, sourceHeight / SHARE_CARD_SIZE.height)
      : 1
  // Rounded down (past floating-point noise), so the box never outgrows the photo.
  const side = (full: number) => Math.floor(full * scale + 1e-6)
  const box = { width: side(SHARE_CARD_SIZE.width), height: side(SHARE_CARD_SIZE.height) }
  return {
    url: urlFor(image).width(box.width).height(box.height).fit('crop').format('jpg').url(),
    ...box,
    type: 'image/jpeg',
    alt: image.alt ?? fallbackAlt,
  }
}

/**
 * Page metadata from content: the document's SEO fields win over its visible title and
 * excerpt; every page states its canonical path, so `/deal/x` and `/all-deals/x` rank as one.
 * The share image is the editor's "Social share image" when there is one, else the document's
 * share card (app/og/…), else its main photo.
 */
export function pageMetadata({
  title,
  description,
  path,
  seo,
  image,
  card,
  type = 'website',
}: {
  title: string
  description?: string | null
  path: string
  seo?: Seo
  image?: ImageValue
  card?: ShareCard
  type?: 'website' | 'article'
}): Metadata {
  const resolvedTitle = seo?.title ?? title
  const resolvedDescription = seo?.description ?? description ?? undefined
  const shareImage: ShareImage | undefined = seo?.image?.asset
    ? photoShareImage(seo.image, resolvedTitle)
    : card
      ? { url: shareCardUrl(card), ...SHARE_CARD_SIZE, type: 'image/png', alt: shareCardAlt(card) }
      : image?.asset
        ? photoShareImage(image, resolvedTitle)
        : undefined
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
      images: shareImage ? [shareImage] : undefined,
    },
    // X reads og:image's size and type itself: twitter:image:width and :height are no tags of its
    // own, so the image is named once more without them (README.md, "Share cards").
    twitter: shareImage
      ? { card: 'summary_large_image', images: [{ url: shareImage.url, alt: shareImage.alt }] }
      : undefined,
  }
}

/**
 * What every document starts from, the site's pages and checkout's alike (their root layouts):
 * the site's name as the title's template and its default description. The site's name and
 * locale for link previews are in the document itself (components/SiteDocument.tsx).
 */
export async function siteMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  const siteName = settings.title ?? ''
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: settings.seo?.title ?? siteName, template: `%s | ${siteName}` },
    description: settings.seo?.description ?? settings.description ?? undefined,
    applicationName: siteName,
    openGraph: { type: 'website' },
    twitter: { card: 'summary_large_image' },
  }
}

export const siteViewport: Viewport = {
  themeColor: '#0a1a33',
  width: 'device-width',
  initialScale: 1,
}
