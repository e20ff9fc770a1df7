/* eslint-disable @next/next/no-img-element -- a plain <img> on purpose: see the component's comment */
import type { CSSProperties } from 'react'
import { IMAGE_DEFAULTS } from '@/lib/constants'
import { defined } from '@/lib/defined'
import {
  croppedWidth,
  FILL_WIDTHS,
  fixedSizeSources,
  hotspotPosition,
  imageUrl,
  responsiveSources,
  type ImageValue,
} from '@/lib/sanity/image'
import type { EditAttributes } from '@/lib/sanity/editing'

type Props = {
  image: ImageValue | undefined
  className?: string
  /**
   * The LCP image of the page: fetched with high priority, never lazily. It is near the top of the
   * HTML, so the browser finds it at once. It is wrapped in a `<picture>` because React's server
   * renderer turns every eager `<img>` it renders into a `preload` hint in the page's data, and
   * links that prefetch the page would then download its hero (docs/performance.md, "Images").
   */
  priority?: boolean
  /** Decorative images get an empty alt, so screen readers skip them. */
  decorative?: boolean
  /** Its field in draft mode, for click-to-edit (lib/sanity/editing.ts). */
  edit?: EditAttributes
} & (
  | {
      /** Fills its positioned parent, cropped around the hotspot; `sizes` tells the browser how wide it shows. */
      fill: true
      sizes: string
      /** Quality of this image when the default (80) makes it too heavy, e.g. a full-width hero. */
      quality?: number
    }
  | {
      fill?: false
      width: number
      height?: number
      /** For an image that shrinks with the layout (e.g. in an article); without it, 1x and 2x. */
      sizes?: string
    }
)

/**
 * A Sanity image as a plain `<img>` rendered on the server: no client component to hydrate and
 * no JavaScript (docs/performance.md). The image service encodes webp at quality 80 at the widths
 * the browser chooses from: the image breakpoints for images that fill their box (`sizes`), 1x and
 * 2x for images of a fixed size. Images that fill a box are cropped around the hotspot; opaque ones
 * show the asset's blurred LQIP until they load if they are the page's main picture, a plain tone
 * otherwise.
 */
export function SanityImage({ image, className, priority, decorative, edit, ...size }: Props) {
  const asset = image?.asset
  if (!image || !asset) return null
  const alt = decorative ? '' : (image.alt ?? '')
  const quality = (size.fill && size.quality) || IMAGE_DEFAULTS.quality
  // Off-thread decoding is worth its attribute for photos; a logo of 60 × 20 px decodes in
  // microseconds, and a page has sixteen of them (docs/performance.md, "Page weight").
  const loading = priority
    ? ({ fetchPriority: 'high' } as const)
    : size.fill
      ? ({ loading: 'lazy', decoding: 'async' } as const)
      : ({ loading: 'lazy' } as const)

  if (size.fill) {
    // A blurred placeholder suits photos; on a transparent logo it would show as a smudge. Only
    // the page's main picture has one: every placeholder is ~100 bytes of incompressible base64,
    // twice in the HTML (markup and page data), and a lazy picture below the fold is seldom seen
    // before it arrives; until then it shows a plain tone (globals.css, `.image-opaque`).
    const opaque = !asset.metadata?.hasAlpha
    const lqip = priority && opaque ? asset.metadata?.lqip : undefined
    const objectPosition = hotspotPosition(image)
    const style: CSSProperties = {
      ...(objectPosition ? { objectPosition } : {}),
      ...(lqip ? { backgroundImage: `url("${lqip}")` } : {}),
    }
    const img = (
      <img
        alt={alt}
        {...responsiveSources(image, FILL_WIDTHS, quality)}
        sizes={size.sizes}
        className={['image-fill', opaque && !lqip ? 'image-opaque' : '', className].filter(Boolean).join(' ')}
        {...(Object.keys(style).length ? { style } : {})}
        {...edit}
        {...loading}
      />
    )
    return priority ? <picture>{img}</picture> : img
  }

  const dimensions = asset.metadata?.dimensions
  const height = size.height ?? Math.round((size.width * (dimensions?.height ?? 1)) / (dimensions?.width ?? 1))
  const sources = size.sizes
    ? {
        src: imageUrl(image, Math.min(size.width, croppedWidth(image)), quality),
        srcSet: responsiveSources(image, [...FILL_WIDTHS.filter((width) => width < size.width * 2), size.width * 2])
          .srcSet,
      }
    : fixedSizeSources(image, size.width)
  return (
    <img
      alt={alt}
      {...sources}
      width={size.width}
      height={height}
      {...defined({ sizes: size.sizes, className })}
      {...edit}
      {...loading}
    />
  )
}
