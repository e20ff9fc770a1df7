import type { Rng } from '../lib/hash.ts'
import { domeLeft, n, quad, symmetric, type Point } from './geometry.ts'

/** What a skyline draws with: the ground line, silhouette colour, lit-window colour. */
export type SkylineCtx = {
  base: number
  fill: string
  light: string
  r: Rng
}

export const W = 1600

/** Collects subpaths into one silhouette (all drawn clockwise, so they union). */
export function shapes(): {
  add: (d: string) => void
  box: (x: number, w: number, h: number, b: number) => void
  d: () => string
} {
  const parts: string[] = []
  return {
    add: (d) => parts.push(d),
    box: (x, w, h, b) =>
      parts.push(`M${n(x)},${n(b)} L${n(x)},${n(b - h)} L${n(x + w)},${n(b - h)} L${n(x + w)},${n(b)} Z`),
    d: () => parts.join(' '),
  }
}

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`

/** Small lit windows scattered on a façade. */
export function windows(ctx: SkylineCtx, x: number, w: number, top: number, bottom: number, density: number): string {
  const { r } = ctx
  let d = ''
  for (let y = top + 10; y < bottom - 12; y += 16) {
    for (let wx = x + 6; wx < x + w - 8; wx += 12) {
      if (r.next() < density) d += `M${n(wx)},${n(y)} h5 v7 h-5 Z `
    }
  }
  return d === '' ? '' : path(d.trim(), ctx.light, ' opacity="0.75"')
}

/** A row of low buildings across the whole width. */
export function lowRow(ctx: SkylineCtx, minH: number, maxH: number, roofs: 'flat' | 'mansard' | 'pitched'): string {
  const s = shapes()
  const { r, base } = ctx
  let x = -20
  while (x < W + 20) {
    const w = r.range(50, 120)
    const h = r.range(minH, maxH)
    s.box(x, w, h, base)
    if (roofs === 'mansard') {
      s.add(
        `M${n(x)},${n(base - h)} L${n(x + 10)},${n(base - h - 22)} L${n(x + w - 10)},${n(base - h - 22)} L${n(x + w)},${n(base - h)} Z`,
      )
      if (r.next() < 0.7) s.box(x + w * 0.3, 8, 34, base - h)
    } else if (roofs === 'pitched' && r.next() < 0.6) {
      s.add(`M${n(x)},${n(base - h)} L${n(x + w / 2)},${n(base - h - w * 0.3)} L${n(x + w)},${n(base - h)} Z`)
    }
    x += w - 1
  }
  return path(s.d(), ctx.fill)
}

export function dome(
  cx: number,
  base: number,
  o: { podiumW: number; podiumH: number; drumW: number; drumH: number; rx: number; ry: number; lantern: number },
): string {
  const left: Point[] = [
    [-o.podiumW / 2, 0],
    [-o.podiumW / 2, -o.podiumH],
    [-o.drumW / 2, -o.podiumH],
    [-o.drumW / 2, -o.podiumH - o.drumH],
    [-o.rx - 4, -o.podiumH - o.drumH],
    ...domeLeft(o.rx, o.ry, -o.podiumH - o.drumH, 12),
  ]
  const top = -o.podiumH - o.drumH - o.ry
  left.push(
    [-o.lantern / 2, top + 4],
    [-o.lantern / 2, top - o.lantern * 1.6],
    [-2, top - o.lantern * 2.2],
    [-1, top - o.lantern * 3],
  )
  return symmetric(cx, base, left)
}

export function eiffel(cx: number, base: number, h: number): string {
  const leg = quad([-0.2 * h, 0], [-0.13 * h, -0.17 * h], [-0.085 * h, -0.32 * h], 8)
  const upper = quad([-0.075 * h, -0.36 * h], [-0.055 * h, -0.5 * h], [-0.05 * h, -0.6 * h], 6)
  const top = quad([-0.04 * h, -0.625 * h], [-0.018 * h, -0.8 * h], [-0.01 * h, -0.93 * h], 8)
  const left: Point[] = [
    ...leg,
    [-0.11 * h, -0.32 * h],
    [-0.11 * h, -0.36 * h],
    ...upper,
    [-0.065 * h, -0.6 * h],
    [-0.065 * h, -0.625 * h],
    ...top,
    [-0.018 * h, -0.93 * h],
    [-0.018 * h, -0.95 * h],
    [-0.004 * h, -0.96 * h],
    [-0.003 * h, -h],
  ]
  const outline = symmetric(cx, base, left)
  // the arch between the legs, drawn counter-clockwise so it cuts a hole
  const a = 0.2 * h - 0.05 * h
  const arch = quad([a, 0], [0, -0.42 * h], [-a, 0], 12)
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(cx + x)},${n(base + y)}`)
    .join(' ')
  return `${outline} ${arch} Z`
}

export function spire(cx: number, base: number, w: number, h: number, knob = true): string {
  const left: Point[] = [
    [-w / 2, 0],
    [-w / 2, -h * 0.45],
    [-w * 0.32, -h * 0.8],
    [-w * 0.14, -h * 0.93],
  ]
  if (knob) left.push([-w * 0.22, -h * 0.95], [-w * 0.18, -h * 0.99], [-w * 0.04, -h])
  else left.push([-1, -h])
  return symmetric(cx, base, left)
}

export function tower(
  cx: number,
  base: number,
  w: number,
  h: number,
  top: 'flat' | 'spire' | 'slant' | 'stepped' | 'round' | 'crown',
): string {
  switch (top) {
    case 'spire':
      return symmetric(cx, base, [
        [-w / 2, 0],
        [-w / 2, -h],
        [-w * 0.2, -h],
        [-w * 0.2, -h - 14],
        [-1.5, -h - 14],
        [-1, -h - h * 0.18],
      ])
    case 'slant':
      return `M${n(cx - w / 2)},${n(base)} L${n(cx - w / 2)},${n(base - h + w * 0.5)} L${n(cx + w / 2)},${n(base - h)} L${n(cx + w / 2)},${n(base)} Z`
    case 'stepped':
      return symmetric(cx, base, [
        [-w / 2, 0],
        [-w / 2, -h * 0.75],
        [-w * 0.36, -h * 0.75],
        [-w * 0.36, -h * 0.9],
        [-w * 0.2, -h * 0.9],
        [-w * 0.2, -h],
      ])
    case 'round':
      return symmetric(cx, base, [[-w / 2, 0], [-w / 2, -h + w / 2], ...domeLeft(w / 2, w / 2, -h + w / 2, 8).slice(1)])
    case 'crown':
      return symmetric(cx, base, [
        [-w / 2, 0],
        [-w / 2, -h],
        [-w * 0.38, -h],
        [-w * 0.38, -h - 16],
        [-w * 0.22, -h - 16],
        [-w * 0.22, -h - 4],
      ])
    default:
      return symmetric(cx, base, [
        [-w / 2, 0],
        [-w / 2, -h],
      ])
  }
}

export function towers(ctx: SkylineCtx, x0: number, x1: number, minH: number, maxH: number, lit = 0.12): string {
  const s = shapes()
  const { r, base } = ctx
  let lights = ''
  let x = x0
  while (x < x1) {
    const w = r.range(36, 80)
    const h = r.range(minH, maxH)
    const top = r.pick(['flat', 'flat', 'spire', 'slant', 'stepped', 'round', 'crown'] as const)
    s.add(tower(x + w / 2, base, w, h, top))
    if (lit > 0) lights += windows(ctx, x + 2, w - 4, base - h + 20, base, lit)
    x += w + r.range(-12, 14)
  }
  return path(s.d(), ctx.fill) + lights
}

export function minaret(cx: number, base: number, h: number, w = 14): string {
  return symmetric(cx, base, [
    [-w / 2, 0],
    [-w / 2, -h * 0.62],
    [-w, -h * 0.62],
    [-w, -h * 0.66],
    [-w / 2, -h * 0.66],
    [-w / 2, -h * 0.8],
    ...domeLeft(w / 2 + 2, w * 0.9, -h * 0.8, 5),
    [-1, -h],
  ])
}

export function onionDome(cx: number, base: number, podiumW: number, podiumH: number, r: number): string {
  const b = -podiumH
  const left: Point[] = [
    [-podiumW / 2, 0],
    [-podiumW / 2, b],
    [-r * 0.8, b],
  ]
  for (let i = 0; i <= 12; i++) {
    const t = i / 12
    const y = b - t * r * 2.1
    const bulge = Math.sin(Math.PI * Math.min(1, t * 1.25)) * r + (1 - t) * r * 0.8 * (t < 0.2 ? 1 : 0)
    left.push([-Math.max(2, bulge * (1 - t * 0.35)), y])
  }
  left.push([-1.5, b - r * 2.6])
  return symmetric(cx, base, left)
}

export function pagoda(cx: number, base: number, w: number, tiers: number): string {
  const left: Point[] = []
  let y = 0
  let tw = w
  const th = w * 0.42
  for (let i = 0; i < tiers; i++) {
    left.push(
      [-tw * 0.34, y],
      [-tw * 0.34, y - th * 0.55],
      [-tw * 0.62, y - th * 0.5],
      [-tw * 0.5, y - th * 0.72],
      [-tw * 0.24, y - th],
    )
    y -= th
    tw *= 0.84
  }
  left.push([-3, y], [-2, y - th * 1.6], [-1, y - th * 1.8])
  return symmetric(cx, base, left)
}

function palm(cx: number, base: number, h: number, lean: number, fill: string): string {
  const topX = cx + lean
  const topY = base - h
  const trunk = `M${n(cx - 5)},${n(base)} Q${n(cx + lean * 0.2)},${n(base - h * 0.5)} ${n(topX - 2)},${n(topY)} L${n(topX + 2)},${n(topY)} Q${n(cx + lean * 0.2 + 7)},${n(base - h * 0.5)} ${n(cx + 5)},${n(base)} Z`
  let fronds = ''
  const angles = [-165, -140, -112, -70, -40, -15, 200, 160]
  for (const a of angles) {
    const rad = (a * Math.PI) / 180
    const len = h * 0.42
    const ex = topX + Math.cos(rad) * len
    const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35
    const mx = topX + Math.cos(rad) * len * 0.5
    const my = topY + Math.sin(rad) * len * 0.5 - len * 0.1
    fronds += `M${n(topX)},${n(topY)} Q${n(mx)},${n(my - 10)} ${n(ex)},${n(ey)} Q${n(mx)},${n(my + 6)} ${n(topX)},${n(topY + 4)} Z `
  }
  return path(`${trunk} ${fronds.trim()}`, fill)
}

export function palms(ctx: SkylineCtx, xs: readonly number[], bottom: number): string {
  return xs
    .map((x, i) => palm(x, bottom, ctx.r.range(150, 240), (i % 2 === 0 ? 1 : -1) * ctx.r.range(14, 40), ctx.fill))
    .join('')
}

export function umbrellaPines(ctx: SkylineCtx, xs: readonly number[], bottom: number): string {
  let d = ''
  for (const x of xs) {
    const h = ctx.r.range(150, 210)
    const w = ctx.r.range(150, 200)
    const lean = ctx.r.range(-20, 20)
    const top = bottom - h
    const cx = x + lean
    d += `M${n(x - 9)},${n(bottom)} Q${n(x + lean * 0.3 - 6)},${n(bottom - h * 0.5)} ${n(cx - 5)},${n(top + 20)} L${n(cx + 5)},${n(top + 20)} Q${n(x + lean * 0.3 + 6)},${n(bottom - h * 0.5)} ${n(x + 9)},${n(bottom)} Z `
    d += `M${n(cx - w * 0.22)},${n(top + 26)} L${n(cx - 4)},${n(top + 8)} L${n(cx - 8)},${n(top + 30)} Z M${n(cx + w * 0.22)},${n(top + 26)} L${n(cx + 4)},${n(top + 8)} L${n(cx + 8)},${n(top + 30)} Z `
    d += `M${n(cx - w / 2)},${n(top + 22)} Q${n(cx - w * 0.58)},${n(top - 8)} ${n(cx - w * 0.3)},${n(top - 24)} Q${n(cx - w * 0.12)},${n(top - 52)} ${n(cx + w * 0.12)},${n(top - 40)} Q${n(cx + w * 0.42)},${n(top - 46)} ${n(cx + w * 0.52)},${n(top - 12)} Q${n(cx + w * 0.6)},${n(top + 14)} ${n(cx + w * 0.4)},${n(top + 24)} Q${n(cx)},${n(top + 14)} ${n(cx - w / 2)},${n(top + 22)} Z `
  }
  return path(d.trim(), ctx.fill)
}

export function cypresses(ctx: SkylineCtx, xs: readonly number[], bottom: number): string {
  let d = ''
  for (const x of xs) {
    const h = ctx.r.range(120, 200)
    const w = h * 0.16
    d += `M${n(x)},${n(bottom - h)} Q${n(x + w)},${n(bottom - h * 0.45)} ${n(x + w * 0.4)},${n(bottom)} L${n(x - w * 0.4)},${n(bottom)} Q${n(x - w)},${n(bottom - h * 0.45)} ${n(x)},${n(bottom - h)} Z `
  }
  return path(d.trim(), ctx.fill)
}

export function acacias(ctx: SkylineCtx, xs: readonly number[], bottom: number): string {
  let d = ''
  for (const x of xs) {
    const h = ctx.r.range(220, 300)
    const w = ctx.r.range(320, 420)
    const k = w / 200
    const top = bottom - h
    d += `M${n(x - 9)},${n(bottom)} L${n(x - 5)},${n(top + 40 * k)} L${n(x - 48 * k)},${n(top + 10 * k)} L${n(x - 40 * k)},${n(top + 4 * k)} L${n(x)},${n(top + 26 * k)} L${n(x + 36 * k)},${n(top + 2 * k)} L${n(x + 44 * k)},${n(top + 8 * k)} L${n(x + 6)},${n(top + 40 * k)} L${n(x + 10)},${n(bottom)} Z `
    d += `M${n(x - w / 2)},${n(top + 8 * k)} Q${n(x - w * 0.3)},${n(top - 24 * k)} ${n(x)},${n(top - 22 * k)} Q${n(x + w * 0.35)},${n(top - 26 * k)} ${n(x + w / 2)},${n(top + 6 * k)} Q${n(x)},${n(top + 18 * k)} ${n(x - w / 2)},${n(top + 8 * k)} Z `
  }
  return path(d.trim(), ctx.fill)
}

export function conifers(ctx: SkylineCtx, xs: readonly number[], bottom: number): string {
  let d = ''
  for (const x of xs) {
    const h = ctx.r.range(90, 170)
    const w = h * 0.38
    d +=
      symmetric(x, bottom, [
        [-3, 0],
        [-3, -h * 0.12],
        [-w / 2, -h * 0.12],
        [-w * 0.2, -h * 0.42],
        [-w * 0.38, -h * 0.42],
        [-w * 0.12, -h * 0.7],
        [-w * 0.26, -h * 0.7],
        [0, -h],
      ]) + ' '
  }
  return path(d.trim(), ctx.fill)
}
