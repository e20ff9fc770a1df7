import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { sanityConfig } from '@/lib/sanity/config'
import { contentDir } from '@/lib/sanity/local-dataset'

/**
 * The image service of the embedded default: serves `content/images/*` with the subset of
 * Sanity's image API the site uses (w, h, q, fm, fit, blur, rect), so the same URLs work
 * locally and on Sanity's CDN. Files are content-addressed, so answers are immutable; each
 * request reads the folder, so an image uploaded in the Studio is served as soon as the
 * lake has written it.
 */

const FILE = /^([a-f0-9]{40})-(\d+)x(\d+)\.(jpg|jpeg|png|webp|gif|avif)$/
const FORMATS = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' } as const

// A missing file may be an upload still being written: nobody may keep this answer.
const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
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
  if (sanityConfig.hosted || projectId !== sanityConfig.projectId || dataset !== sanityConfig.dataset) return notFound()
  const match = FILE.exec(file)
  if (!match) return notFound()
  const query = transform.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) {
    return new Response(`Bad image parameters: ${z.prettifyError(query.error)}`, { status: 400 })
  }
  const source = await readFile(path.join(contentDir(), 'images', file)).catch(() => null)
  if (!source) return notFound()

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
  const format = FORMATS[fm ?? (match[4] as keyof typeof FORMATS)]
  const body = await image.toFormat(format, { quality: q ?? 80 }).toBuffer()
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': `image/${format}`,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
