import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_QUALITY,
  ImageCache,
  ImageParamsError,
  MAX_OUTPUT_PIXELS,
  parseImageParams,
  transformImage,
  type ImageOptions,
} from '../src/image-transform.ts'

/**
 * The image transform against Sanity's documented semantics (src/image-transform.ts): every
 * fit on a non-square source, quality, rect, dpr, blur, formats, and the refusals callers turn
 * into 400s.
 */

/** 400×200: the left half red, the right half blue, with a little texture so encoders have work to do. */
let source: Buffer

beforeAll(async () => {
  const width = 400
  const height = 200
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3
      const texture = (x * 7 + y * 13) % 32
      pixels[offset] = x < width / 2 ? 200 + (texture % 20) : texture
      pixels[offset + 1] = texture
      pixels[offset + 2] = x < width / 2 ? texture : 200 + (texture % 20)
    }
  }
  source = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
})

const render = (query: string) => transformImage(source, parseImageParams(new URLSearchParams(query))!)
const sizeOf = async (query: string) => {
  const { body } = await render(query)
  const { width, height } = await sharp(body).metadata()
  return `${width}×${height}`
}
/** The colour at (x, y) of an output, as [r, g, b]. */
const pixel = async (body: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const offset = (y * info.width + x) * info.channels
  return [data[offset], data[offset + 1], data[offset + 2]] as [number, number, number]
}
const isRed = ([r, , b]: [number, number, number]) => r > 150 && b < 80
const isBlue = ([r, , b]: [number, number, number]) => b > 150 && r < 80

describe('fit', () => {
  it.each([
    // query, output size on the 400×200 source
    ['w=100&h=100', '100×50'],
    ['w=100&h=100&fit=clip', '100×50'],
    ['w=800&h=800&fit=clip', '400×200'],
    ['w=100&h=100&fit=crop', '100×100'],
    ['w=800&h=300&fit=crop', '400×150'],
    ['w=800&h=800&fit=crop', '200×200'],
    ['w=100&h=100&fit=fill', '100×100'],
    ['w=800&h=800&fit=fill', '200×200'],
    ['w=100&h=100&fit=max', '100×50'],
    ['w=800&h=800&fit=max', '400×200'],
    ['w=100&h=100&fit=min', '100×100'],
    ['w=800&h=800&fit=min', '200×200'],
    ['w=800&h=300&fit=min', '400×150'],
    ['w=100&h=100&fit=fillmax', '100×100'],
    ['w=800&h=800&fit=fillmax', '200×200'],
    ['w=100&h=100&fit=scale', '100×100'],
    ['w=800&h=100&fit=scale', '400×50'],
  ])('%s → %s', async (query, size) => {
    expect(await sizeOf(query)).toBe(size)
  })

  it.each(['clip', 'crop', 'fill', 'max', 'min', 'fillmax', 'scale'])(
    'fit=%s with only a width or a height keeps the aspect',
    async (fit) => {
      expect(await sizeOf(`w=100&fit=${fit}`)).toBe('100×50')
      expect(await sizeOf(`h=50&fit=${fit}`)).toBe('100×50')
    },
  )

  it.each(['clip', 'crop', 'fill', 'max', 'min', 'fillmax', 'scale'])(
    'fit=%s never makes an output larger than the source or the rect',
    async (fit) => {
      expect(await sizeOf(`w=800&fit=${fit}`)).toBe('400×200')
      expect(await sizeOf(`h=400&fit=${fit}`)).toBe('400×200')
      for (const box of ['w=4000&h=4000', 'w=4000&h=10', 'w=10&h=4000', 'w=401&h=201&dpr=3']) {
        const [width = 0, height = 0] = (await sizeOf(`${box}&fit=${fit}`)).split('×').map(Number)
        expect(width, box).toBeLessThanOrEqual(400)
        expect(height, box).toBeLessThanOrEqual(200)
      }
      expect(await sizeOf(`rect=0,0,100,50&w=4000&h=2000&fit=${fit}`)).toBe('100×50')
    },
  )

  it('fill pads with bg (default white) around the centred image', async () => {
    const white = (await render('w=100&h=100&fit=fill&fm=png')).body
    expect(await pixel(white, 0, 0)).toEqual([255, 255, 255])
    expect(isRed(await pixel(white, 10, 50))).toBe(true)
    const red = (await render('w=100&h=100&fit=fill&bg=00ff00&fm=png')).body
    expect(await pixel(red, 50, 5)).toEqual([0, 255, 0])
    expect(await pixel(red, 50, 94)).toEqual([0, 255, 0])
  })

  it('fillmax pads, in a box of the shape asked for shrunk to fit in the source', async () => {
    const { body } = await render('w=800&h=800&fit=fillmax&fm=png')
    expect(await pixel(body, 10, 10)).toEqual([255, 255, 255])
    // 200×200, the original at 200×100 in the middle: (0..200, 50..150).
    expect(isRed(await pixel(body, 10, 100))).toBe(true)
    expect(isBlue(await pixel(body, 190, 100))).toBe(true)
  })

  it('crop cuts around the focal point, else the centre', async () => {
    const left = (await render('w=100&h=200&fit=crop&fp-x=0&fm=png')).body
    const right = (await render('w=100&h=200&fit=crop&fp-x=1&fm=png')).body
    const centre = (await render('w=100&h=200&fit=crop&fm=png')).body
    expect(isRed(await pixel(left, 50, 100))).toBe(true)
    expect(isBlue(await pixel(right, 50, 100))).toBe(true)
    expect(isRed(await pixel(centre, 10, 100))).toBe(true)
    expect(isBlue(await pixel(centre, 90, 100))).toBe(true)
  })

  it('max-w and max-h scale the whole output down', async () => {
    expect(await sizeOf('max-w=100')).toBe('100×50')
    expect(await sizeOf('w=300&h=200&fit=crop&max-w=150')).toBe('150×100')
    expect(await sizeOf('w=300&max-h=100')).toBe('200×100')
    expect(await sizeOf('w=100&max-w=300')).toBe('100×50')
  })
})

describe('quality, blur and format', () => {
  it('defaults to quality 75, and q changes the bytes', async () => {
    expect(DEFAULT_QUALITY).toBe(75)
    const implicit = await render('w=200&fm=webp')
    const explicit = await render('w=200&fm=webp&q=75')
    const low = await render('w=200&fm=webp&q=20')
    expect(implicit.body.equals(explicit.body)).toBe(true)
    expect(low.body.equals(implicit.body)).toBe(false)
    expect(low.body.length).toBeLessThan(implicit.body.length)
    expect((await render('w=200&fm=jpg')).body.equals((await render('w=200&fm=jpg&q=75')).body)).toBe(true)
  })

  it('blur changes the output, more with a larger value', async () => {
    const sharpImage = await render('w=64&fm=png')
    const blurred = await render('w=64&fm=png&blur=20')
    const blurrier = await render('w=64&fm=png&blur=200')
    expect(blurred.body.equals(sharpImage.body)).toBe(false)
    expect(blurrier.body.equals(blurred.body)).toBe(false)
    // Across the red/blue edge a blurred pixel is a mix of both.
    const [r, , b] = await pixel(blurrier.body, 32, 16)
    expect(r).toBeGreaterThan(50)
    expect(b).toBeGreaterThan(50)
  })

  it.each([
    ['fm=jpg', 'image/jpeg', 'jpeg'],
    ['fm=pjpg', 'image/jpeg', 'jpeg'],
    ['fm=png', 'image/png', 'png'],
    ['fm=webp', 'image/webp', 'webp'],
    ['auto=format', 'image/webp', 'webp'],
    ['fm=jpg&auto=format', 'image/webp', 'webp'],
    ['w=10', 'image/png', 'png'],
  ])('%s → %s', async (query, contentType, format) => {
    const { body, contentType: type } = await render(query)
    expect(type).toBe(contentType)
    expect((await sharp(body).metadata()).format).toBe(format)
  })

  it('keeps a GIF a GIF when no format is asked for', async () => {
    const gif = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#e3be5c' } })
      .gif()
      .toBuffer()
    const { contentType } = await transformImage(gif, { w: 4 })
    expect(contentType).toBe('image/gif')
  })

  it('flattens transparency onto bg in a JPEG', async () => {
    const transparent = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const { body } = await transformImage(transparent, { fm: 'jpg', bg: '0000ff' })
    expect(isBlue(await pixel(body, 1, 1))).toBe(true)
  })
})

describe('rect and dpr', () => {
  it('extracts rect from the source before resizing', async () => {
    expect(await sizeOf('rect=0,0,100,100&w=50')).toBe('50×50')
    expect(await sizeOf('rect=50,20,300,100')).toBe('300×100')
    expect(isRed(await pixel((await render('rect=0,0,100,100&w=50&fm=png')).body, 25, 25))).toBe(true)
    expect(isBlue(await pixel((await render('rect=300,0,100,100&w=50&fm=png')).body, 25, 25))).toBe(true)
  })

  it('refuses a rect outside the image', async () => {
    await expect(render('rect=350,0,100,100')).rejects.toThrow(ImageParamsError)
    await expect(render('rect=0,150,100,100')).rejects.toThrow(/not inside the 400×200 image/)
    expect(() => parseImageParams(new URLSearchParams('rect=0,0,0,10'))).toThrow(ImageParamsError)
    expect(() => parseImageParams(new URLSearchParams('rect=0,0,10'))).toThrow(ImageParamsError)
  })

  it('multiplies w and h by dpr', async () => {
    expect(await sizeOf('w=100&dpr=2')).toBe('200×100')
    expect(await sizeOf('w=100&h=100&fit=crop&dpr=1.5')).toBe('150×150')
    expect(await sizeOf('w=60&h=60&fit=fill&dpr=3')).toBe('180×180')
  })

  it('clamps dpr into 1–3, as the Studio sends the devicePixelRatio of the screen', async () => {
    expect(parseImageParams(new URLSearchParams('w=100&dpr=4'))?.dpr).toBe(3)
    expect(parseImageParams(new URLSearchParams('w=100&dpr=0.5'))?.dpr).toBe(1)
    expect(await sizeOf('w=100&dpr=4')).toBe('300×150')
  })

  it('refuses a blur whose cost is over the budget, and says what it allows', async () => {
    const large = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#0a1a33' } })
      .png()
      .toBuffer()
    const blurred = (query: string) => transformImage(large, parseImageParams(new URLSearchParams(query))!)
    // 1600×1600 (the pixel budget) × sigma 25.5 is over 64,000,000.
    await expect(blurred('w=1600&blur=51')).rejects.toThrow(
      /^blur=51 on a 1600×1600 output costs too much: at most blur=50 at that size/,
    )
    await expect(blurred('blur=2000')).rejects.toThrow(ImageParamsError)
    expect((await sharp((await blurred('w=1600&blur=50')).body).metadata()).width).toBe(1600)
    // The largest sigma (blur=200 and above) on 800×800.
    expect((await sharp((await blurred('w=800&blur=2000')).body).metadata()).width).toBe(800)
  })
})

describe('the output budget', () => {
  /** A `width`×`height` PNG of one colour (cheap to encode and to decode). */
  const plain = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer()
  const sizeIn = async (bytes: Buffer, query: string) => {
    const { body } = await transformImage(bytes, parseImageParams(new URLSearchParams(query))!)
    const { width, height } = await sharp(body).metadata()
    return `${width}×${height}`
  }

  it('scales an output over 2,560,000 px down to it, aspect kept, for any fit', async () => {
    expect(MAX_OUTPUT_PIXELS).toBe(2_560_000)
    const square = await plain(2000, 2000)
    expect(await sizeIn(square, 'fm=webp')).toBe('1600×1600')
    // The Studio's preview of a large upload.
    expect(await sizeIn(square, 'w=2000&fit=max&dpr=3&auto=format')).toBe('1600×1600')
    // A box of 3000×1500 on 3000×2000: the image within it, or the box itself, scaled down.
    const photo = await plain(3000, 2000)
    for (const fit of ['clip', 'max']) expect(await sizeIn(photo, `w=3000&h=1500&fit=${fit}`)).toBe('1959×1306')
    for (const fit of ['crop', 'fill', 'min', 'fillmax', 'scale']) {
      expect(await sizeIn(photo, `w=3000&h=1500&fit=${fit}`)).toBe('2262×1131')
    }
    // Within the budget: as asked.
    expect(await sizeIn(square, 'w=1536&fm=webp')).toBe('1536×1536')
  })

  it('keeps every side within 4000 px', async () => {
    const panorama = await plain(6000, 200)
    // 4000×133.3, in whole pixels and aspect kept: 133 px high, so 3990 wide.
    expect(await sizeIn(panorama, 'fm=png')).toBe('3990×133')
    expect(await sizeIn(panorama, 'h=200&dpr=3')).toBe('3990×133')
  })
})

describe('parseImageParams', () => {
  it('answers undefined for a URL without transform parameters (the original)', () => {
    expect(parseImageParams(new URLSearchParams(''))).toBeUndefined()
    expect(parseImageParams(new URLSearchParams('dl=photo.jpg'))).toBeUndefined()
  })

  it('reads the subset into options', () => {
    const query =
      'w=300&h=200&fit=crop&q=60&fm=webp&rect=1,2,3,4&dpr=2&blur=20&bg=f00&fp-x=0.25&fp-y=.5&max-w=500&crop=center'
    expect(parseImageParams(new URLSearchParams(query))).toEqual<ImageOptions>({
      w: 300,
      h: 200,
      maxW: 500,
      dpr: 2,
      fit: 'crop',
      rect: { left: 1, top: 2, width: 3, height: 4 },
      fpX: 0.25,
      fpY: 0.5,
      q: 60,
      fm: 'webp',
      blur: 20,
      bg: 'f00',
    })
  })

  it.each([
    'w=abc',
    'w=0',
    'w=10.5',
    'h=-1',
    'q=101',
    'blur=0',
    'blur=2001',
    'dpr=x',
    'fit=cover',
    'fm=gif',
    'auto=compress',
    'bg=red',
    'bg=12345',
    'fp-x=2',
    'w=',
  ])('refuses %s', (query) => {
    expect(() => parseImageParams(new URLSearchParams(query))).toThrow(ImageParamsError)
  })

  it('checks options made in code the same way', async () => {
    await expect(transformImage(source, { w: 0 })).rejects.toThrow(ImageParamsError)
    await expect(transformImage(source, { blur: 5000 })).rejects.toThrow(ImageParamsError)
  })
})

describe('bg', () => {
  /** The padding's colour and alpha above a fit=fill image, as [r, g, b, a]. */
  const padding = async (bg: string) => {
    const { body } = await render(`w=100&h=100&fit=fill&fm=png&bg=${bg}`)
    const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const offset = (2 * info.width + 50) * info.channels
    return [...data.subarray(offset, offset + 4)]
  }

  it('reads rgb, argb, rrggbb and aarrggbb, alpha first', async () => {
    expect(await padding('f00')).toEqual([255, 0, 0, 255])
    expect(await padding('00ff00')).toEqual([0, 255, 0, 255])
    expect((await padding('0f00'))[3]).toBe(0)
    expect(await padding('800000ff')).toEqual([0, 0, 255, 128])
  })
})

describe('ImageCache', () => {
  /** A stand-in render of `bytes` bytes, counting how often it is made. */
  const maker = (bytes: number) => {
    const made = { count: 0 }
    const make = async () => {
      made.count++
      return { body: Buffer.alloc(bytes), contentType: 'image/webp' }
    }
    return Object.assign(make, { made })
  }
  const options = (query: string) => parseImageParams(new URLSearchParams(query))!

  it('renders a repeated request once, even with parameters the transform ignores', async () => {
    const cache = new ImageCache(1000)
    const make = maker(10)
    const first = await cache.get('a.png', options('w=10&fm=webp'), make)
    expect(await cache.get('a.png', options('w=10&auto=format&utm=1'), make)).toBe(first)
    expect(await cache.get('a.png', options('fm=webp&w=10&utm=2'), make)).toBe(first)
    expect(make.made.count).toBe(1)
    await cache.get('b.png', options('w=10&fm=webp'), make)
    await cache.get('a.png', options('w=11&fm=webp'), make)
    expect(make.made.count).toBe(3)
  })

  it('shares one render among requests that arrive while it is made', async () => {
    const cache = new ImageCache(1000)
    const make = maker(10)
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('a.png', options('w=10'), make)))
    expect(make.made.count).toBe(1)
    expect(new Set(answers).size).toBe(1)
  })

  it('keeps at most its bytes, dropping the least recently used, and no image over an eighth of them', async () => {
    const cache = new ImageCache(2400)
    const make = maker(300)
    const get = (file: string) => cache.get(file, options('w=1'), make)
    for (const file of 'abcdefgh') await get(file) // 2400 bytes
    await get('a') // a is now the most recently used
    await get('i') // 2700 bytes: b goes
    expect(make.made.count).toBe(9)
    await get('a')
    await get('i')
    expect(make.made.count).toBe(9)
    await get('b')
    expect(make.made.count).toBe(10)

    const big = maker(301)
    await cache.get('d.png', options('w=1'), big)
    await cache.get('d.png', options('w=1'), big)
    expect(big.made.count).toBe(2)
  })

  it('keeps neither a missing file nor a failure', async () => {
    const cache = new ImageCache(1000)
    let calls = 0
    const missing = async () => {
      calls++
      return undefined
    }
    expect(await cache.get('a.png', options('w=1'), missing)).toBeUndefined()
    expect(await cache.get('a.png', options('w=1'), missing)).toBeUndefined()
    const failing = async () => {
      calls++
      throw new ImageParamsError('no')
    }
    await expect(cache.get('b.png', options('w=1'), failing)).rejects.toThrow(ImageParamsError)
    await expect(cache.get('b.png', options('w=1'), failing)).rejects.toThrow(ImageParamsError)
    expect(calls).toBe(4)
  })
})
