import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ImageValue } from '@/lib/sanity/image'
import { SanityImage } from './SanityImage'

const SHA = 'a'.repeat(40)
const image = (width: number, height: number, crop?: NonNullable<ImageValue>['crop']): ImageValue => ({
  alt: 'A cabin',
  crop,
  asset: { _id: `image-${SHA}-${width}x${height}-jpg`, metadata: { dimensions: { width, height } } },
})

/** The widths the browser is offered (`src` and every `srcset` candidate), from the markup. */
const widthsIn = (html: string) =>
  [...html.replaceAll('&amp;', '&').matchAll(/[?&]w=(\d+)/g)].map((match) => Number(match[1]))

describe('SanityImage', () => {
  it('offers the image breakpoints when the original is large enough, at the short address', () => {
    const html = renderToStaticMarkup(<SanityImage image={image(2400, 1350)} fill sizes="100vw" />)
    expect(new Set(widthsIn(html))).toEqual(new Set([320, 640, 768, 1024, 1536]))
    // WebP at quality 80 is what /img/ serves unasked (app/img/[id]/route.test.ts); the URL
    // names only the hash's first 12 digits and the width.
    expect(html).toContain(`src="/img/${SHA.slice(0, 12)}?w=1536"`)
    expect(html).toContain(`/img/${SHA.slice(0, 12)}?w=320 320w`)
    expect(html).not.toMatch(/fm=|q=80|\/images\//)
  })

  it('gives only the main picture its blurred placeholder; a lazy photo a plain tone, a logo nothing', () => {
    const lqip = 'data:image/webp;base64,AAAA'
    const photo: ImageValue = { ...image(2400, 1350), asset: { ...image(2400, 1350)!.asset!, metadata: { lqip } } }
    const main = renderToStaticMarkup(<SanityImage image={photo} fill sizes="100vw" priority />)
    expect(main).toContain(`background-image:url(&quot;${lqip}&quot;)`)
    expect(main).not.toContain('image-opaque')
    const lazy = renderToStaticMarkup(<SanityImage image={photo} fill sizes="100vw" />)
    expect(lazy).not.toContain(lqip)
    expect(lazy).toContain('class="image-fill image-opaque"')
    const logo: ImageValue = { ...photo, asset: { ...photo!.asset!, metadata: { lqip, hasAlpha: true } } }
    expect(renderToStaticMarkup(<SanityImage image={logo} fill sizes="100vw" priority />)).toContain(
      'class="image-fill"',
    )
  })

  it('names a quality other than the default, and the crop, in the short address', () => {
    const cropped = image(1600, 900, { left: 0.25, right: 0.25, top: 0, bottom: 0 })
    const html = renderToStaticMarkup(<SanityImage image={cropped} fill sizes="100vw" quality={60} />)
    expect(html).toContain(`src="/img/${SHA.slice(0, 12)}?rect=400,0,800,900&amp;w=800&amp;q=60"`)
  })

  it('never asks for more pixels than the original has, so nothing is enlarged', () => {
    const html = renderToStaticMarkup(<SanityImage image={image(900, 600)} fill sizes="100vw" />)
    expect(new Set(widthsIn(html))).toEqual(new Set([320, 640, 768, 900]))
    expect(html).toMatch(/srcSet="[^"]* 900w"/)
  })

  it('counts the crop: a half-width crop of a 1600 px original is 800 px wide', () => {
    const html = renderToStaticMarkup(
      <SanityImage image={image(1600, 900, { left: 0.25, right: 0.25, top: 0, bottom: 0 })} fill sizes="100vw" />,
    )
    expect(Math.max(...widthsIn(html))).toBe(800)
  })

  it('gives a fixed-size image 1x and 2x, and no 2x when the original is no wider than 1x', () => {
    const logo = renderToStaticMarkup(<SanityImage image={image(480, 160)} width={60} />)
    expect(widthsIn(logo)).toEqual([60, 120])
    expect(logo).toContain(' 2x"')
    const small = renderToStaticMarkup(<SanityImage image={image(60, 20)} width={60} />)
    expect(widthsIn(small)).toEqual([60])
    expect(small).not.toContain('srcSet')
  })
})
