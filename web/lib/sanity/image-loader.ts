import type { ImageLoaderProps } from 'next/image'
import { IMAGE_DEFAULTS } from '@/lib/constants'

/**
 * next/image loader for Sanity image URLs (hosted CDN or the local /images route): the image
 * service resizes to the requested width and encodes webp at quality 80 (docs/behaviour.md,
 * "Images").
 */
export default function sanityImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src, 'http://relative.invalid')
  url.searchParams.set('w', String(width))
  url.searchParams.set('q', String(quality ?? IMAGE_DEFAULTS.quality))
  url.searchParams.set('fm', IMAGE_DEFAULTS.format)
  url.searchParams.set('fit', 'max')
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.href
}
