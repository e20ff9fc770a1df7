/* eslint-disable @next/next/no-img-element -- a plain <img> on purpose: see the component's comment */
import type { CSSProperties } from 'react'
import { IMAGE_DEFAULTS, IMAGE_SCREENS } from '@/lib/constants'
import { defined } from '@/lib/defined'
import { croppedWidth, fixedSizeSources, imageUrl, type ImageValue } from '@/lib/sanity/image'
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
 * Widths offered to images that shrink with the layout: the image breakpoints (docs/behaviour.md,
 * "Images") but xl (1280), which 1024 and 1536 cover closely enough that its URL is not worth
 * its bytes on every page.
 */
const WIDTHS = [...new Set(Object.values(IMAGE_SCREENS))].filter((width) => width !== IMAGE_SCREENS.xl)

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
  // No candidate wider than the (cropped) original: the image service would enlarge it, which
  // costs bytes and adds nothing. Without known dimensions, every width is offered.
  const dimensions = asset.metadata?.dimensions
  const sourceWidth = croppedWidth(image)
  const atMost = (width: number) => Math.min(width, sourceWidth)
  const url = (width: number) => imageUrl(image, width, quality)
  const candidates = (widths: number[]) =>
    [...new Set(widths.map(atMost))].map((width) => `${url(width)} ${width}w`).join(', ')
  // Off-thread decoding is worth its attribute for photos; a logo of 60 × 20 px decodes in
  // microseconds, and a page has sixteen of them (docs/performance.md, "Page weight").
  const loading = priority
    ? ({ fetchPriority: 'high' } as const)
    : size.fill
      ? ({ loading: 'lazy', decoding: 'async' } as const)
      : ({ loading: 'lazy' } as const)

  if (size.fill) {
    const srcSet = candidates(WIDTHS)
    const { x = 0.5, y = 0.5 } = image.hotspot ?? {}
    // A blurred placeholder suits photos; on a transparent logo it would show as a smudge. Only
    // the page's main picture has one: every placeholder is ~100 bytes of incompressible base64,
    // twice in the HTML (markup and page data), and a lazy picture below the fold is seldom seen
    // before it arrives; until then it shows a plain tone (globals.css, `.image-opaque`).
    const opaque = !asset.metadata?.hasAlpha
    const lqip = priority && opaque ? asset.metadata?.lqip : undefined
    const style: CSSProperties = {
      ...(x !== 0.5 || y !== 0.5 ? { objectPosition: `${x * 100}% ${y * 100}%` } : {}),
      ...(lqip ? { backgroundImage: `url("${lqip}")` } : {}),
    }
    const img = (
      <img
        alt={alt}
        src={url(atMost(WIDTHS.at(-1)!))}
        srcSet={srcSet}
        sizes={size.sizes}
        className={['image-fill', opaque && !lqip ? 'image-opaque' : '', className].filter(Boolean).join(' ')}
        style={style}
        {...edit}
        {...loading}
      />
    )
    return priority ? <picture>{img}</picture> : img
  }

  const height = size.height ?? Math.round((size.width * (dimensions?.height ?? 1)) / (dimensions?.width ?? 1))
  const sources = size.sizes
    ? {
        src: url(atMost(size.width)),
        srcSet: candidates([...WIDTHS.filter((width) => width < size.width * 2), size.width * 2]),
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
