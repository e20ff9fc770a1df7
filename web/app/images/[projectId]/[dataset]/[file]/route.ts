import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { sanityConfig } from '@/lib/sanity/config'
import { contentDir } from '@/lib/sanity/local-dataset'

/**
 * The image service of the embedded default: serves `content/images/*` with the subset of
 * Sanity's image API the site uses (w, h, q, fm, fit, blur, rect), so the same URLs work
 * locally and on Sanity's CDN. Files are content-addressed, so answers are immutable.
 */

const FILE = /^([a-f0-9]{40})-(\d+)x(\d+)\.(jpg|png|webp)$/
const int = (max: number) => z.coerce.number().int().min(1).max(max).optional()
const transform = z.object({
  w: int(4000),
  h: int(4000),
  q: int(100),
  blur: int(2000),
  fm: z.enum(['webp', 'jpg', 'png']).optional(),
  fit: z.enum(['max', 'min', 'crop', 'clip', 'fill', 'fillmax', 'scale']).optional(),
  rect: z
    .string()
    .regex(/^\d+,\d+,\d+,\d+$/)
    .optional(),
})

export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) {
  const { projectId, dataset, file } = await params
  if (sanityConfig.hosted || projectId !== sanityConfig.projectId || dataset !== sanityConfig.dataset) {
    return new Response('Not found', { status: 404 })
  }
  if (!FILE.test(file)) return new Response('Not found', { status: 404 })
  const query = transform.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) {
    return new Response(`Bad image parameters: ${z.prettifyError(query.error)}`, { status: 400 })
  }
  const source = await readFile(path.join(contentDir(), 'images', file)).catch(() => null)
  if (!source) return new Response('Not found', { status: 404 })

  const { w, h, q, blur, fm, fit, rect } = query.data
  let image = sharp(source)
  if (rect) {
    const [left, top, width, height] = rect.split(',').map(Number) as [number, number, number, number]
    image = image.extract({ left, top, width, height })
  }
  if (w || h) {
    const cover = fit === 'crop' || fit === 'fill' || fit === 'min'
    image = image.resize(w, h, { fit: cover ? 'cover' : 'inside', withoutEnlargement: fit === 'max' })
  }
  if (blur) image = image.blur(Math.max(0.3, blur / 10))
  const format = fm ?? (file.endsWith('.png') ? 'png' : file.endsWith('.webp') ? 'webp' : 'jpeg')
  const body = await image.toFormat(format === 'jpg' ? 'jpeg' : format, { quality: q ?? 80 }).toBuffer()
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': `image/${format === 'jpg' ? 'jpeg' : format}`,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
