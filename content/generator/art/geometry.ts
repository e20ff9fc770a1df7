import type { Rng } from '../lib/hash.ts'

/** Rounds a coordinate to one decimal, keeping the SVG small and stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

type Rgb = [number, number, number]

function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Linear mix of two hex colours, `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a)
  const cb = toRgb(b)
  return toHex([0, 1, 2].map((i) => (ca[i] ?? 0) + ((cb[i] ?? 0) - (ca[i] ?? 0)) * t) as Rgb)
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
export const darken = (c: string, t: number): string => mix(c, '#000000', t)

export type Point = readonly [number, number]

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothThrough(points: readonly Point[]): string {
  if (points.length < 2) return ''
  const p = (i: number): Point => points[Math.max(0, Math.min(points.length - 1, i))] ?? [0, 0]
  let d = ''
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = p(i - 1)
    const [x1, y1] = p(i)
    const [x2, y2] = p(i + 1)
    const [x3, y3] = p(i + 2)
    const c1x = x1 + (x2 - x0) / 6
    const c1y = y1 + (y2 - y0) / 6
    const c2x = x2 - (x3 - x1) / 6
    const c2y = y2 - (y3 - y1) / 6
    d += ` C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(x2)},${n(y2)}`
  }
  return d
}

/** Midpoint-displacement ridge: `count` = 2^k + 1 heights (offsets, negative = up). */
export function ridgeHeights(r: Rng, k: number, amp: number, roughness: number): number[] {
  const count = 2 ** k + 1
  const h = new Array<number>(count).fill(0)
  h[0] = -r.range(0.2, 0.8) * amp
  h[count - 1] = -r.range(0.2, 0.8) * amp
  let step = count - 1
  let scale = amp
  while (step > 1) {
    const half = step / 2
    for (let i = half; i < count; i += step) {
      const avg = ((h[i - half] ?? 0) + (h[i + half] ?? 0)) / 2
      h[i] = avg + r.range(-1, 1) * scale
    }
    step = half
    scale *= roughness
  }
  return h.map((v) => Math.min(0, Math.max(-amp * 1.6, v)))
}

/** A filled terrain band from a ridge line down to the bottom of the canvas. */
export function terrainPath(
  heights: readonly number[],
  base: number,
  width: number,
  bottom: number,
  smooth: boolean,
): string {
  const step = width / (heights.length - 1)
  const pts: Point[] = heights.map((h, i) => [i * step, base + h])
  const first = pts[0] ?? [0, base]
  let d = `M0,${n(bottom)} L${n(first[0])},${n(first[1])}`
  if (smooth) d += smoothThrough(pts)
  else for (const [x, y] of pts.slice(1)) d += ` L${n(x)},${n(y)}`
  return `${d} L${n(width)},${n(bottom)} Z`
}

/**
 * Mirror-symmetric silhouette around `cx` standing on `base`. `left` lists
 * [dx, dy] offsets of the left half from the bottom up (dx ≤ 0, dy ≤ 0).
 */
export function symmetric(cx: number, base: number, left: readonly Point[]): string {
  const l = left.map(([dx, dy]) => `${n(cx + dx)},${n(base + dy)}`)
  const r = [...left].reverse().map(([dx, dy]) => `${n(cx - dx)},${n(base + dy)}`)
  return `M${l.join(' L')} L${r.join(' L')} Z`
}

/** Samples a quadratic Bézier (inclusive of both ends). */
export function quad(a: Point, c: Point, b: Point, steps: number): Point[] {
  const out: Point[] = []
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const u = 1 - t
    out.push([u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]])
  }
  return out
}

/** Quarter ellipse for a dome's left half: from (−rx, 0) up to (0, −ry). */
export function domeLeft(rx: number, ry: number, dy: number, steps = 10): Point[] {
  const out: Point[] = []
  for (let i = 0; i <= steps; i++) {
    const a = (Math.PI / 2) * (i / steps)
    out.push([-rx * Math.cos(a), dy - ry * Math.sin(a)])
  }
  return out
}
