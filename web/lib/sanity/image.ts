import 'server-only'
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'
import { IMAGE_DEFAULTS, IMAGE_SCREENS } from '@/lib/constants'
import { sanityConfig } from './config'

const builder = createImageUrlBuilder({
  projectId: sanityConfig.projectId,
  dataset: sanityConfig.dataset,
  // '/' makes URLs site-relative (`/images/local/…`), served by app/images on sample content.
  ...(sanityConfig.hosted ? {} : { baseUrl: '/' }),
})

/** The shape every image projection (the `image` fragment in lib/content/fragments.ts) returns. */
export type ImageValue = {
  alt?: string | null
  hotspot?: { x?: number; y?: number } | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  asset?: {
    _id: string
    url?: string | null
    metadata?: {
      lqip?: string | null
      hasAlpha?: boolean | null
      dimensions?: { width?: number | null; height?: number | null } | null
    } | null
  } | null
} | null

export const urlFor = (source: SanityImageSource) => builder.image(source)

/** The id of an image in the short address: the first hex digits of its file's hash. */
export const SHORT_ID_LENGTH = 12
export const SHORT_IMAGE_ID = new RegExp(`^[a-f0-9]{${SHORT_ID_LENGTH}}$`)

/** The parameters every site image asks for, which the short address takes as given. */
const DEFAULT_PARAMS = new Set([`fm=${IMAGE_DEFAULTS.format}`, `q=${IMAGE_DEFAULTS.quality}`])

/**
 * The URL of an `<img>` candidate: `width` px wide, WebP at `quality`, cropped as the editor set.
 * Hosted, Sanity's CDN URL. On the sample content, the short form `/img/<id>?w=640` of the same
 * picture (app/img/[id]), which leaves out the project, the dataset, the file's size and type, most
 * of its hash and the site's defaults: some 60 bytes less per URL, and a page has dozens of them,
 * each twice (docs/performance.md, "Page weight").
 */
export function imageUrl(source: SanityImageSource, width: number, quality: number): string {
  const url = urlFor(source).width(width).quality(quality).format(IMAGE_DEFAULTS.format).url()
  if (sanityConfig.hosted) return url
  const [location = '', query = ''] = url.split('?')
  const file = location.slice(location.lastIndexOf('/') + 1)
  const params = query.split('&').filter((param) => param && !DEFAULT_PARAMS.has(param))
  return `/img/${file.slice(0, SHORT_ID_LENGTH)}${params.length ? `?${params.join('&')}` : ''}`
}

/** How wide the original is once cropped as the editor set; Infinity when its size is unknown. */
export function croppedWidth(image: NonNullable<ImageValue>): number {
  const width = image.asset?.metadata?.dimensions?.width
  const { left = 0, right = 0 } = image.crop ?? {}
  return width ? Math.floor(width * (1 - left - right)) : Infinity
}

/**
 * `src` (1x) and `srcSet` (2x) of an image shown at a fixed width, such as a logo; no 2x when the
 * original is no wider than 1x, as the image service would only enlarge it.
 */
export function fixedSizeSources(image: NonNullable<ImageValue>, width: number): { src: string; srcSet?: string } {
  const double = Math.min(width * 2, croppedWidth(image))
  const src = imageUrl(image, Math.min(width, double), IMAGE_DEFAULTS.quality)
  return double > width ? { src, srcSet: `${imageUrl(image, double, IMAGE_DEFAULTS.quality)} 2x` } : { src }
}

/**
 * Widths offered to images that shrink with the layout: the image breakpoints (docs/behaviour.md,
 * "Images") but xl (1280), which 1024 and 1536 cover closely enough that its URL is not worth
 * its bytes on every page.
 */
export const FILL_WIDTHS = [...new Set(Object.values(IMAGE_SCREENS))].filter((width) => width !== IMAGE_SCREENS.xl)

/**
 * `src` and the `srcSet` candidates (`widths`) of an image that shrinks with the layout. No
 * candidate is wider than the (cropped) original: the image service would enlarge it, which costs
 * bytes and adds nothing. Without known dimensions, every width is offered.
 */
export function responsiveSources(
  image: NonNullable<ImageValue>,
  widths: number[] = FILL_WIDTHS,
  quality: number = IMAGE_DEFAULTS.quality,
): { src: string; srcSet: string } {
  const offered = [...new Set(widths.map((width) => Math.min(width, croppedWidth(image))))]
  return {
    src: imageUrl(image, offered.at(-1)!, quality),
    srcSet: offered.map((width) => `${imageUrl(image, width, quality)} ${width}w`).join(', '),
  }
}

/** `object-position` of an image cropped around its hotspot; none when that is the centre. */
export function hotspotPosition(image: NonNullable<ImageValue>): string | undefined {
  const { x = 0.5, y = 0.5 } = image.hotspot ?? {}
  return x !== 0.5 || y !== 0.5 ? `${x * 100}% ${y * 100}%` : undefined
}
