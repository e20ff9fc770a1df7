import sharp from 'sharp'

/**
 * Sanity's image URL API (https://www.sanity.io/docs/image-urls), the subset this project
 * uses, rendered with sharp. The one implementation behind the site's `/images` route (on
 * sample content) and the local lake's asset CDN: a URL gives the same bytes from either.
 *
 * Parameters (any other is ignored; a bad value, or one out of range, is a 400):
 *   w, h          output width and height in pixels (integers from 1)
 *   max-w, max-h  bound the output: it is scaled down, aspect kept, until it fits
 *   dpr           1–3, fractions allowed: multiplies w, h, max-w and max-h. A URL's dpr outside
 *                 1–3 is clamped into it (the Studio's image input sends the screen's
 *                 devicePixelRatio, which can be 4), not refused
 *   fit           how w×h is met; with only one of w and h, every mode scales the image to it
 *                 keeping its aspect. No mode enlarges (see "Limits" below):
 *     clip        (default) fit within w×h, aspect kept
 *     crop        cover w×h, cutting around the focal point (fp-x, fp-y), else the centre
 *     fill        as clip, then padded to w×h with bg, the image centred
 *     max         as clip
 *     min         as crop
 *     fillmax     as fill
 *     scale       stretched to w×h
 *   rect=x,y,w,h  the region of the source to use, in source pixels (EXIF orientation applied);
 *                 it must lie inside the image
 *   fp-x, fp-y    focal point for crop and min, 0–1 across the image (or rect); default 0.5
 *                 (Sanity reads them with `crop=focalpoint`; `crop` itself is not read here)
 *   q             quality 0–100, default 75 (jpg and webp; png and gif are lossless; 0 encodes as 1)
 *   fm            jpg, pjpg (progressive jpg), png or webp. Without it the source's format is kept
 *                 (jpg, png, webp, gif); other sources (svg, avif, tiff…) become png
 *   auto=format   webp, whatever the Accept header says: every browser the site supports takes
 *                 it, and an answer that depends on nothing but the URL can be cached anywhere
 *   blur          1–2000: gaussian blur of the output, sigma = blur / 2, at most 100 (sharp takes
 *                 0.3–1000, but a sigma of 500 on a 1600-px image takes a minute; above
 *                 blur=200 the image gets no blurrier); its cost is capped (see "Limits")
 *   bg            background as hex rgb, argb, rrggbb or aarrggbb (alpha first, as Sanity writes
 *                 it), default white: pads fill and fillmax, and replaces transparency in jpg
 *
 * Limits, so that one anonymous URL costs little (docs/security.md, "Images"):
 *   - Never enlarged. clip and max fit the image within w×h at most at its own size; crop, min,
 *     fill, fillmax and scale first shrink w×h, aspect kept, until it fits in the source (or
 *     rect), so their output keeps the box's shape and is never larger than the source: crop
 *     becomes min, and fill and fillmax pad a smaller box. Sanity's CDN differs: there clip,
 *     crop, fill and scale enlarge, and fillmax pads to the full w×h.
 *   - A budget: at most MAX_OUTPUT_PIXELS (1600×1600) and 4000 px a side. A larger output is
 *     scaled down, aspect kept, as max-w and max-h do, rather than refused: the Studio's preview
 *     asks for w=2000&fit=max&dpr=2 or 3 whatever the original's size, and a smaller picture is
 *     still the picture asked for.
 *   - Blur costs pixels × sigma: above MAX_BLUR_COST it is refused (400), since less blur than
 *     asked would be another picture.
 *   These are this implementation's; hosted, the same URLs get Sanity's own limits.
 * Order: EXIF orientation, rect and the crop of crop/min (one extraction), resize, padding,
 * blur, encoding. Without any of these parameters a URL is the original file, served as it is
 * by the callers (`parseImageParams` answers undefined).
 */

/** A bad image parameter, a rect outside the image or too costly a blur: callers answer 400. */
export class ImageParamsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImageParamsError'
  }
}

const IMAGE_FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'] as const
type ImageFit = (typeof IMAGE_FITS)[number]

const IMAGE_FORMATS = ['jpg', 'pjpg', 'png', 'webp'] as const
type ImageFormat = (typeof IMAGE_FORMATS)[number]

type ImageRect = { left: number; top: number; width: number; height: number }

/** Validated transform options; `parseImageParams` makes them from a URL's query. */
export type ImageOptions = {
  w?: number
  h?: number
  maxW?: number
  maxH?: number
  dpr?: number
  fit?: ImageFit
  rect?: ImageRect
  fpX?: number
  fpY?: number
  q?: number
  fm?: ImageFormat
  blur?: number
  /** Hex, as in the URL (no `#`). */
  bg?: string
}

export type TransformedImage = { body: Buffer; contentType: string }

/** The largest side of an output image. */
const MAX_IMAGE_SIDE = 4000
/**
 * The most pixels in an output image: 1600×1600. The site asks for at most 1536 px wide
 * (`IMAGE_SCREENS` in web/lib/constants.ts, docs/behaviour.md "Images"), which this serves whole
 * for any image up to square, and the sample's 1600×900 originals fit whole.
 */
export const MAX_OUTPUT_PIXELS = 2_560_000
/**
 * The most blur work, in output pixels × sigma: sigma 100 up to 800×800, sigma 25 over the
 * whole pixel budget. The site blurs only its 10×10 placeholders.
 */
export const MAX_BLUR_COST = 64_000_000
export const DEFAULT_QUALITY = 75
/** The largest blur sigma used (see the note on `blur` above). */
const MAX_BLUR_SIGMA = 100

/** The parameters read here; a URL with none of them asks for the original file. */
const IMAGE_PARAMS = [
  'w',
  'h',
  'max-w',
  'max-h',
  'dpr',
  'fit',
  'rect',
  'fp-x',
  'fp-y',
  'q',
  'fm',
  'auto',
  'blur',
  'bg',
] as const

const INTEGER = /^\d+$/
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/
const RECT = /^(\d+),(\d+),(\d+),(\d+)$/
const HEX = /^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

const bad = (message: string) => new ImageParamsError(message)

function inRange(name: string, value: number | undefined, min: number, max: number, integer: boolean) {
  if (value === undefined) return
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`
    throw bad(`${name} must be ${integer ? 'an integer' : 'a number'} ${range}, not ${value}`)
  }
}

/** Checks options made in code the way `parseImageParams` checks a URL's; returns them. */
function checkImageOptions(options: ImageOptions): ImageOptions {
  const { w, h, maxW, maxH, dpr, fit, rect, fpX, fpY, q, fm, blur, bg } = options
  inRange('dpr', dpr, 1, 3, false)
  inRange('w', w, 1, Number.MAX_SAFE_INTEGER, true)
  inRange('h', h, 1, Number.MAX_SAFE_INTEGER, true)
  inRange('max-w', maxW, 1, Number.MAX_SAFE_INTEGER, true)
  inRange('max-h', maxH, 1, Number.MAX_SAFE_INTEGER, true)
  if (fit !== undefined && !IMAGE_FITS.includes(fit)) throw bad(`fit must be one of ${IMAGE_FITS.join(', ')}`)
  if (fm !== undefined && !IMAGE_FORMATS.includes(fm)) throw bad(`fm must be one of ${IMAGE_FORMATS.join(', ')}`)
  if (rect) {
    inRange('rect x', rect.left, 0, Number.MAX_SAFE_INTEGER, true)
    inRange('rect y', rect.top, 0, Number.MAX_SAFE_INTEGER, true)
    inRange('rect width', rect.width, 1, Number.MAX_SAFE_INTEGER, true)
    inRange('rect height', rect.height, 1, Number.MAX_SAFE_INTEGER, true)
  }
  inRange('fp-x', fpX, 0, 1, false)
  inRange('fp-y', fpY, 0, 1, false)
  inRange('q', q, 0, 100, true)
  inRange('blur', blur, 1, 2000, true)
  if (bg !== undefined && !HEX.test(bg)) throw bad(`bg must be a hex colour (rgb, argb, rrggbb or aarrggbb)`)
  return options
}

/**
 * The transform a URL's query asks for, checked; undefined when it names none of
 * `IMAGE_PARAMS` (the original file). Throws `ImageParamsError` for a bad value.
 */
export function parseImageParams(search: URLSearchParams): ImageOptions | undefined {
  if (!IMAGE_PARAMS.some((name) => search.has(name))) return undefined
  const read = (name: string, pattern: RegExp, what: string) => {
    const value = search.get(name)
    if (value === null) return undefined
    if (!pattern.test(value)) throw bad(`${name} must be ${what}, not "${value}"`)
    return value
  }
  const integer = (name: string) => {
    const value = read(name, INTEGER, 'an integer')
    return value === undefined ? undefined : Number(value)
  }
  const decimal = (name: string) => {
    const value = read(name, DECIMAL, 'a number')
    return value === undefined ? undefined : Number(value)
  }
  const options: ImageOptions = {}
  const set = <K extends keyof ImageOptions>(key: K, value: ImageOptions[K] | undefined) => {
    if (value !== undefined) options[key] = value
  }
  set('w', integer('w'))
  set('h', integer('h'))
  set('maxW', integer('max-w'))
  set('maxH', integer('max-h'))
  const dpr = decimal('dpr')
  // Clamped rather than refused: the Studio's image input sends the screen's devicePixelRatio.
  if (dpr !== undefined) options.dpr = Math.min(Math.max(dpr, 1), 3)
  set('fit', read('fit', /^[a-z]+$/, `one of ${IMAGE_FITS.join(', ')}`) as ImageFit | undefined)
  const rect = read('rect', RECT, 'x,y,width,height in pixels')
  if (rect) {
    const [left = 0, top = 0, width = 0, height = 0] = rect.split(',').map(Number)
    options.rect = { left, top, width, height }
  }
  set('fpX', decimal('fp-x'))
  set('fpY', decimal('fp-y'))
  set('q', integer('q'))
  set('fm', read('fm', /^[a-z]+$/, `one of ${IMAGE_FORMATS.join(', ')}`) as ImageFormat | undefined)
  if (read('auto', /^format$/, '"format"')) options.fm = 'webp'
  set('blur', integer('blur'))
  set('bg', read('bg', HEX, 'a hex colour (rgb, argb, rrggbb or aarrggbb)'))
  return checkImageOptions(options)
}

/** `bg` as sharp takes a colour: Sanity writes alpha first (argb, aarrggbb). */
function parseBackground(hex = 'fff'): { r: number; g: number; b: number; alpha: number } {
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? [])
  const [a, r, g, b] = (digits.length === 4 ? digits : ['ff', ...digits]).map((pair) => parseInt(pair, 16)) as [
    number,
    number,
    number,
    number,
  ]
  return { r, g, b, alpha: a / 255 }
}

type Size = { width: number; height: number }
/** What to do to a (rect of the) source of a given size: extract a region, resize, pad. */
type Plan = Size & {
  region?: ImageRect
  resize?: Size
  pad?: { top: number; bottom: number; left: number; right: number }
}

const atLeastOne = (value: number) => Math.max(1, Math.round(value))
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

function resized(source: Size, size: Size): Plan {
  const same = size.width === source.width && size.height === source.height
  return same ? { ...size } : { ...size, resize: size }
}

/**
 * The operations for one `fit`, given the box (w, h after dpr; either may be missing). Nothing
 * is enlarged: see "Limits" at the top.
 */
function planFit(source: Size, box: { w?: number; h?: number }, options: ImageOptions): Plan {
  const { width: sw, height: sh } = source
  const { w, h } = box
  const fit = options.fit ?? 'clip'
  if (w === undefined && h === undefined) return { ...source }
  if (w === undefined || h === undefined || fit === 'clip' || fit === 'max') {
    const scale = Math.min(1, w === undefined ? Infinity : w / sw, h === undefined ? Infinity : h / sh)
    return resized(source, {
      width: Math.min(sw, atLeastOne(sw * scale)),
      height: Math.min(sh, atLeastOne(sh * scale)),
    })
  }
  // The box shrunk, aspect kept, until it fits in the source.
  const shrink = Math.min(1, sw / w, sh / h)
  const target = { width: Math.min(sw, atLeastOne(w * shrink)), height: Math.min(sh, atLeastOne(h * shrink)) }
  switch (fit) {
    case 'scale':
      return resized(source, target)
    case 'fill':
    case 'fillmax': {
      const scale = Math.min(target.width / sw, target.height / sh)
      const inner = {
        width: Math.min(target.width, atLeastOne(sw * scale)),
        height: Math.min(target.height, atLeastOne(sh * scale)),
      }
      const left = Math.floor((target.width - inner.width) / 2)
      const top = Math.floor((target.height - inner.height) / 2)
      const pad = { top, bottom: target.height - inner.height - top, left, right: target.width - inner.width - left }
      const padded = pad.top + pad.bottom + pad.left + pad.right > 0
      return { ...resized(source, inner), ...target, ...(padded ? { pad } : {}) }
    }
    case 'crop':
    case 'min': {
      // The largest region of the target's aspect ratio, around the focal point.
      const scale = Math.max(target.width / sw, target.height / sh)
      const width = Math.min(sw, atLeastOne(target.width / scale))
      const height = Math.min(sh, atLeastOne(target.height / scale))
      const left = clamp(Math.round((options.fpX ?? 0.5) * sw - width / 2), 0, sw - width)
      const top = clamp(Math.round((options.fpY ?? 0.5) * sh - height / 2), 0, sh - height)
      const region = { left, top, width, height }
      const whole = width === sw && height === sh
      return { ...resized({ width, height }, target), ...(whole ? {} : { region }) }
    }
  }
}

/**
 * `planFit`, then scaled down as a whole, aspect kept, to respect max-w and max-h and the output
 * budget (MAX_IMAGE_SIDE, MAX_OUTPUT_PIXELS).
 */
function plan(source: Size, options: ImageOptions): Plan {
  const dpr = options.dpr ?? 1
  const px = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * dpr))
  const first = planFit(source, { w: px(options.w), h: px(options.h) }, options)
  const maxW = Math.min(px(options.maxW) ?? Infinity, MAX_IMAGE_SIDE)
  const maxH = Math.min(px(options.maxH) ?? Infinity, MAX_IMAGE_SIDE)
  const shrink = Math.min(
    maxW / first.width,
    maxH / first.height,
    Math.sqrt(MAX_OUTPUT_PIXELS / (first.width * first.height)),
  )
  if (shrink >= 1) return first
  return planFit(
    source,
    { w: Math.max(1, Math.floor(first.width * shrink)), h: Math.max(1, Math.floor(first.height * shrink)) },
    options,
  )
}

type Encoding = 'jpeg' | 'png' | 'webp' | 'gif'
const KEPT_FORMATS: Record<string, Encoding> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' }

/**
 * Renders `bytes` (an image file) as `options` ask. Throws `ImageParamsError` for options out
 * of range or a rect outside the image; sharp's own errors (an unreadable file) pass through.
 */
export async function transformImage(bytes: Uint8Array, options: ImageOptions): Promise<TransformedImage> {
  checkImageOptions(options)
  const metadata = await sharp(bytes).metadata()
  const source = { width: metadata.autoOrient.width, height: metadata.autoOrient.height }
  const rect = options.rect
  if (rect && (rect.left + rect.width > source.width || rect.top + rect.height > source.height)) {
    throw bad(
      `rect=${rect.left},${rect.top},${rect.width},${rect.height} is not inside the ${source.width}×${source.height} image`,
    )
  }
  const steps = plan(rect ?? source, options)
  const sigma = options.blur ? Math.min(options.blur / 2, MAX_BLUR_SIGMA) : 0
  const pixels = steps.width * steps.height
  if (sigma * pixels > MAX_BLUR_COST) {
    const most = Math.floor((2 * MAX_BLUR_COST) / pixels)
    throw bad(
      `blur=${options.blur} on a ${steps.width}×${steps.height} output costs too much: at most blur=${most} at that size, or ask for a smaller image`,
    )
  }

  const background = parseBackground(options.bg)
  let image = sharp(bytes).autoOrient()
  const region = steps.region
  if (rect || region) {
    image = image.extract({
      left: (rect?.left ?? 0) + (region?.left ?? 0),
      top: (rect?.top ?? 0) + (region?.top ?? 0),
      width: region?.width ?? rect!.width,
      height: region?.height ?? rect!.height,
    })
  }
  if (steps.resize) image = image.resize(steps.resize.width, steps.resize.height, { fit: 'fill' })
  if (steps.pad) image = image.extend({ ...steps.pad, background })
  if (sigma) image = image.blur(sigma)

  const quality = Math.max(1, options.q ?? DEFAULT_QUALITY)
  const encoding: Encoding = options.fm
    ? options.fm === 'jpg' || options.fm === 'pjpg'
      ? 'jpeg'
      : options.fm
    : (KEPT_FORMATS[metadata.format] ?? 'png')
  if (encoding === 'jpeg') {
    image = image
      .flatten({ background: { r: background.r, g: background.g, b: background.b } })
      .jpeg({ quality, progressive: options.fm === 'pjpg' })
  } else if (encoding === 'webp') image = image.webp({ quality })
  else if (encoding === 'png') image = image.png()
  else image = image.gif()
  return { body: await image.toBuffer(), contentType: `image/${encoding}` }
}

/**
 * Rendered images kept in memory, least recently used first out, up to `maxBytes` in all (an
 * image over an eighth of that is not kept). The key is the file and the options as parsed, not
 * the URL: a parameter the transform ignores makes no new render. Requests for one key while it
 * renders share that render, so a burst of one URL costs one transform.
 */
export class ImageCache {
  readonly #maxBytes: number
  readonly #images = new Map<string, TransformedImage>()
  readonly #pending = new Map<string, Promise<TransformedImage | undefined>>()
  #bytes = 0

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes
  }

  /**
   * The image of `file` with `options`: kept, else made by `make` (which answers undefined for a
   * missing file: nothing is kept) and kept. `make`'s errors pass through, and nothing is kept.
   */
  get(file: string, options: ImageOptions, make: () => Promise<TransformedImage>): Promise<TransformedImage>
  get(
    file: string,
    options: ImageOptions,
    make: () => Promise<TransformedImage | undefined>,
  ): Promise<TransformedImage | undefined>
  async get(
    file: string,
    options: ImageOptions,
    make: () => Promise<TransformedImage | undefined>,
  ): Promise<TransformedImage | undefined> {
    const key = `${file}?${JSON.stringify(options)}`
    const kept = this.#images.get(key)
    if (kept) {
      // Map order is insertion order: moving a hit to the end makes the first entry the least recent.
      this.#images.delete(key)
      this.#images.set(key, kept)
      return kept
    }
    const pending = this.#pending.get(key)
    if (pending) return pending
    const making = make()
      .then((image) => {
        if (image) this.#keep(key, image)
        return image
      })
      .finally(() => this.#pending.delete(key))
    this.#pending.set(key, making)
    return making
  }

  #keep(key: string, image: TransformedImage) {
    if (image.body.byteLength > this.#maxBytes / 8) return
    this.#images.set(key, image)
    this.#bytes += image.body.byteLength
    for (const [oldest, { body }] of this.#images) {
      if (this.#bytes <= this.#maxBytes) break
      this.#images.delete(oldest)
      this.#bytes -= body.byteLength
    }
  }
}

/** The product's low-quality placeholder: 10×10, cropped, quality 50, blur 3, as WebP. */
export const LQIP_OPTIONS = { w: 10, h: 10, fit: 'crop', q: 50, blur: 3, fm: 'webp' } as const satisfies ImageOptions

/** An image's `metadata.lqip`: the `LQIP_OPTIONS` transform as a `data:` URL. */
export async function lqip(bytes: Uint8Array): Promise<string> {
  const { body, contentType } = await transformImage(bytes, LQIP_OPTIONS)
  return `data:${contentType};base64,${body.toString('base64')}`
}
