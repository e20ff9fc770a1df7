import Image from 'next/image'
import { IMAGE_DEFAULTS } from '@/lib/constants'
import { urlFor } from '@/lib/sanity/image'

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

type Props = {
  image: ImageValue | undefined
  sizes: string
  className?: string
  priority?: boolean
  /** Decorative images get an empty alt, so screen readers skip them. */
  decorative?: boolean
} & ({ fill: true } | { fill?: false; width: number; height?: number })

/**
 * A Sanity image through next/image: responsive widths at webp/80 from the image service,
 * the asset's blurred LQIP as placeholder for opaque images, and the hotspot as the focal point when cropped.
 */
export function SanityImage({ image, sizes, className, priority, decorative, ...size }: Props) {
  const asset = image?.asset
  if (!image || !asset) return null
  const dimensions = asset.metadata?.dimensions
  // A blurred placeholder suits photos; on a transparent logo it would show as a smudge.
  const lqip = asset.metadata?.hasAlpha ? undefined : (asset.metadata?.lqip ?? undefined)
  const src = urlFor(image).url()
  const alt = decorative ? '' : (image.alt ?? '')
  const common = {
    src,
    sizes,
    className,
    priority,
    quality: IMAGE_DEFAULTS.quality,
    placeholder: lqip ? ('blur' as const) : ('empty' as const),
    blurDataURL: lqip,
  }
  if (size.fill) {
    const { x = 0.5, y = 0.5 } = image.hotspot ?? {}
    return (
      <Image {...common} alt={alt} fill style={{ objectFit: 'cover', objectPosition: `${x * 100}% ${y * 100}%` }} />
    )
  }
  const ratio = (dimensions?.height ?? 1) / (dimensions?.width ?? 1)
  return <Image {...common} alt={alt} width={size.width} height={size.height ?? Math.round(size.width * ratio)} />
}
