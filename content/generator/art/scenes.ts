import { rng, type Rng } from '../lib/hash.ts'
import { darken, lighten, mix, n, ridgeHeights, smoothThrough, terrainPath, type Point } from './geometry.ts'
import { acacias, conifers, cypresses, palms, umbrellaPines } from './primitives.ts'
import { skylines, type SkylineKind } from './skylines.ts'

export const WIDTH = 1600
export const HEIGHT = 900

/** Colours of one scene: sky top → middle → horizon, sun, haze, land far → near, sea. */
export type Palette = {
  sky: readonly [string, string, string]
  sun: string
  haze: string
  far: string
  near: string
  sea: readonly [string, string]
  light: string
}

export type Terrain = 'mountains' | 'peaks' | 'hills' | 'dunes' | 'mesa' | 'sugarloaf' | 'volcano'
export type Trees = 'palm' | 'acacia' | 'cypress' | 'umbrella-pine' | 'conifer'

export type SceneSpec = {
  kind: 'scene'
  seed: string
  palette: Palette
  horizon?: number
  sun?: { x: number; y: number; r: number } | null
  stars?: boolean
  clouds?: number
  terrain?: readonly Terrain[]
  sea?: boolean
  skyline?: SkylineKind
  trees?: Trees
  aircraft?: boolean
}

function svg(defs: string, body: string, w = WIDTH, h = HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

function linear(id: string, stops: ReadonlyArray<readonly [number, string, number?]>, vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"'
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`
}

function radial(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`
}

const BLUR =
  '<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>'
const VIGNETTE =
  '<radialGradient id="vig" cx="50%" cy="45%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.35"/></radialGradient>'

function clouds(r: Rng, count: number, top: number, bottom: number, color: string, opacity: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const cx = r.range(-100, WIDTH + 100)
    const cy = r.range(top, bottom)
    const w = r.range(160, 420)
    let puffs = ''
    for (let j = 0; j < 5; j++) {
      puffs += `<ellipse cx="${n(cx + (j - 2) * w * 0.22)}" cy="${n(cy - Math.sin((j / 4) * Math.PI) * w * 0.08)}" rx="${n(w * r.range(0.18, 0.3))}" ry="${n(w * r.range(0.06, 0.11))}"/>`
    }
    out += `<g fill="${color}" opacity="${n(opacity * r.range(0.6, 1))}" filter="url(#soft)">${puffs}</g>`
  }
  return out
}

function stars(r: Rng, count: number, maxY: number): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = r.range(0, WIDTH)
    const y = r.range(0, maxY)
    const s = r.range(1, 2.6)
    d += `M${n(x)},${n(y)} h${n(s)} v${n(s)} h-${n(s)} Z `
  }
  return `<path d="${d.trim()}" fill="#ffffff" opacity="0.7"/>`
}

/** Airliner seen from below, nose along +x, about 210 units long. */
export function planform(x: number, y: number, scale: number, angle: number, fill: string): string {
  const wing = (s: number): string => `M24,${7 * s} L-30,${92 * s} L-44,${92 * s} L-22,${7 * s} Z`
  const tail = (s: number): string => `M-72,${6 * s} L-95,${36 * s} L-103,${36 * s} L-92,${6 * s} Z`
  return (
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(${Math.round(scale * 100) / 100})" fill="${fill}">` +
    '<path d="M100,0 C100,-5 94,-8 86,-8 L-80,-8 C-92,-8 -100,-4 -106,0 C-100,4 -92,8 -80,8 L86,8 C94,8 100,5 100,0 Z"/>' +
    `<path d="${wing(-1)}"/><path d="${wing(1)}"/><path d="${tail(-1)}"/><path d="${tail(1)}"/>` +
    '<ellipse cx="6" cy="-38" rx="14" ry="5"/><ellipse cx="6" cy="38" rx="14" ry="5"/></g>'
  )
}

/** Airliner in profile, nose to the right, about 300 units long, standing on y = 0. */
export function profile(x: number, y: number, scale: number, fill: string): string {
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${Math.round(scale * 100) / 100})" fill="${fill}">` +
    '<path d="M-150,-40 L-170,-110 L-150,-110 L-110,-52 L120,-52 C140,-52 150,-44 156,-34 C150,-24 138,-18 120,-18 L-120,-18 C-140,-18 -150,-28 -150,-40 Z"/>' +
    '<path d="M-10,-30 L-60,-4 L-40,-4 L40,-30 Z"/><path d="M-150,-40 L-178,-42 L-174,-34 L-146,-32 Z"/>' +
    '<rect x="-12" y="-26" width="44" height="14" rx="7"/>' +
    '<path d="M70,-18 L72,0 L76,0 L76,-18 Z M-40,-18 L-38,0 L-32,0 L-32,-18 Z"/><circle cx="74" cy="-3" r="4"/><circle cx="-35" cy="-3" r="5"/></g>'
  )
}

function contrail(x: number, y: number, angle: number, length: number, color: string): string {
  const rad = (angle * Math.PI) / 180
  const ex = x - Math.cos(rad) * length
  const ey = y - Math.sin(rad) * length
  return (
    `<linearGradient id="trail" gradientUnits="userSpaceOnUse" x1="${n(x)}" y1="${n(y)}" x2="${n(ex)}" y2="${n(ey)}"><stop offset="0" stop-color="${color}" stop-opacity="0.8"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>` +
    `<path d="M${n(x)},${n(y)} L${n(ex)},${n(ey)}" stroke="url(#trail)" stroke-width="6" stroke-linecap="round"/>`
  )
}

function terrainLayer(r: Rng, kind: Terrain, base: number, color: string): string {
  switch (kind) {
    case 'mountains':
      return `<path d="${terrainPath(ridgeHeights(r, 6, 220, 0.55), base, WIDTH, HEIGHT, false)}" fill="${color}"/>`
    case 'peaks': {
      const h = ridgeHeights(r, 5, 300, 0.6)
      return `<path d="${terrainPath(h, base, WIDTH, HEIGHT, false)}" fill="${color}"/>`
    }
    case 'hills':
      return `<path d="${terrainPath(ridgeHeights(r, 3, 120, 0.5), base, WIDTH, HEIGHT, true)}" fill="${color}"/>`
    case 'dunes': {
      const pts: Point[] = []
      const phase = r.range(0, Math.PI * 2)
      for (let x = 0; x <= WIDTH; x += 100)
        pts.push([x, base - 60 - Math.sin(x / 260 + phase) * 50 - Math.sin(x / 90 + phase) * 10])
      const first = pts[0] ?? [0, base]
      return `<path d="M0,${HEIGHT} L${n(first[0])},${n(first[1])}${smoothThrough(pts)} L${WIDTH},${HEIGHT} Z" fill="${color}"/>`
    }
    case 'mesa': {
      const x0 = r.range(250, 450)
      const x1 = x0 + r.range(700, 900)
      const top = base - 230
      const d = `M0,${HEIGHT} L0,${n(base - 40)} Q${n(x0 - 120)},${n(base - 60)} ${n(x0)},${n(top + 10)} L${n(x0 + 30)},${n(top)} L${n(x1 - 30)},${n(top + 4)} L${n(x1)},${n(top + 20)} Q${n(x1 + 120)},${n(base - 80)} ${n(x1 + 180)},${n(base - 110)} Q${n(x1 + 260)},${n(base - 190)} ${WIDTH},${n(base - 60)} L${WIDTH},${HEIGHT} Z`
      return `<path d="${d}" fill="${color}"/>`
    }
    case 'sugarloaf': {
      const cx = r.range(1050, 1300)
      const d =
        `M0,${HEIGHT} L0,${n(base - 80)} Q${n(300)},${n(base - 260)} ${n(560)},${n(base - 60)} Q${n(700)},${n(base - 30)} ${n(cx - 230)},${n(base - 50)} ` +
        `Q${n(cx - 200)},${n(base - 150)} ${n(cx - 140)},${n(base - 120)} Q${n(cx - 100)},${n(base - 90)} ${n(cx - 60)},${n(base - 110)} ` +
        `C${n(cx - 50)},${n(base - 330)} ${n(cx + 60)},${n(base - 340)} ${n(cx + 80)},${n(base - 120)} Q${n(cx + 100)},${n(base - 20)} ${WIDTH},${n(base - 10)} L${WIDTH},${HEIGHT} Z`
      return `<path d="${d}" fill="${color}"/>`
    }
    case 'volcano': {
      const cx = r.range(500, 1100)
      const d = `M0,${HEIGHT} L0,${n(base - 10)} Q${n(cx - 320)},${n(base - 40)} ${n(cx - 90)},${n(base - 300)} L${n(cx - 40)},${n(base - 330)} L${n(cx + 40)},${n(base - 330)} L${n(cx + 90)},${n(base - 300)} Q${n(cx + 320)},${n(base - 40)} ${WIDTH},${n(base - 10)} L${WIDTH},${HEIGHT} Z`
      const snow = `M${n(cx - 90)},${n(base - 300)} L${n(cx - 40)},${n(base - 330)} L${n(cx + 40)},${n(base - 330)} L${n(cx + 90)},${n(base - 300)} L${n(cx + 120)},${n(base - 262)} L${n(cx + 60)},${n(base - 276)} L${n(cx + 20)},${n(base - 256)} L${n(cx - 30)},${n(base - 280)} L${n(cx - 70)},${n(base - 258)} L${n(cx - 120)},${n(base - 262)} Z`
      return `<path d="${d}" fill="${color}"/><path d="${snow}" fill="#ffffff" opacity="0.55"/>`
    }
  }
}

/** A landscape: sky, sun, clouds, terrain layers, sea, skyline, trees and an aircraft. */
export function scene(spec: SceneSpec): string {
  const r = rng(spec.seed)
  const p = spec.palette
  const horizon = spec.horizon ?? (spec.sea ? 640 : 660)
  const sun =
    spec.sun === undefined ? { x: r.range(300, 1300), y: r.range(200, horizon - 140), r: r.range(50, 90) } : spec.sun
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.5, p.sky[1]],
      [horizon / HEIGHT, p.sky[2]],
      [1, p.sky[2]],
    ]) +
    radial('glow', p.sun, 0.55) +
    linear('sea', [
      [0, p.sea[0]],
      [1, p.sea[1]],
    ]) +
    linear('hz', [
      [0, p.haze, 0],
      [1, p.haze, 0.5],
    ]) +
    BLUR +
    VIGNETTE
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  if (spec.stars) body += stars(r, 140, horizon - 200)
  if (sun) {
    body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r * 5)}" fill="url(#glow)"/>`
    body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r)}" fill="${p.sun}"/>`
  }
  body += clouds(r, spec.clouds ?? 5, 80, horizon - 180, lighten(p.haze, 0.5), 0.5)
  const layers = spec.terrain ?? []
  layers.forEach((kind, i) => {
    const t = layers.length === 1 ? 0.4 : i / (layers.length - 1)
    const color = mix(p.far, mix(p.far, p.near, 0.75), t)
    body += terrainLayer(r, kind, horizon + (spec.sea ? 0 : 20 + i * 25), color)
  })
  if (layers.length > 0) body += `<rect y="${n(horizon - 200)}" width="${WIDTH}" height="200" fill="url(#hz)"/>`
  const ctx = { base: horizon + 2, fill: p.near, light: p.light, r }
  const skyline = spec.skyline ? skylines[spec.skyline](ctx) : ''
  body += skyline
  if (spec.sea) {
    body += `<rect y="${n(horizon)}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#sea)"/>`
    if (skyline) body += `<g transform="translate(0,${n(horizon * 2 + 4)}) scale(1,-1)" opacity="0.18">${skyline}</g>`
    if (sun) {
      let glints = ''
      for (let y = horizon + 8, i = 0; y < HEIGHT; y += 14 + i * 2, i++) {
        const w = r.range(40, 140) + i * 12
        glints += `M${n(sun.x - w / 2 + r.range(-30, 30))},${n(y)} h${n(w)} v3 h-${n(w)} Z `
      }
      body += `<path d="${glints.trim()}" fill="${p.sun}" opacity="0.45"/>`
    }
    let ripples = ''
    for (let i = 0; i < 26; i++) {
      const y = r.range(horizon + 20, HEIGHT)
      const x = r.range(0, WIDTH)
      ripples += `M${n(x)},${n(y)} h${n(r.range(30, 120))} v2 h-${n(r.range(30, 120))} Z `
    }
    body += `<path d="${ripples.trim()}" fill="${lighten(p.sea[0], 0.3)}" opacity="0.35"/>`
  } else {
    body += `<rect y="${n(horizon)}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${p.near}"/>`
  }
  const treeCtx = { ...ctx, fill: darken(p.near, 0.25) }
  const ground = HEIGHT + 10
  if (spec.trees === 'palm') body += palms(treeCtx, [r.range(40, 160), r.range(1380, 1560)], ground)
  if (spec.trees === 'acacia') body += acacias(treeCtx, [r.range(160, 360), r.range(1200, 1420)], ground - 30)
  if (spec.trees === 'cypress') body += cypresses(treeCtx, [r.range(40, 120), r.range(1480, 1560)], ground)
  if (spec.trees === 'umbrella-pine') body += umbrellaPines(treeCtx, [r.range(60, 200), r.range(1380, 1520)], ground)
  if (spec.trees === 'conifer') body += conifers(treeCtx, [30, 90, 150, 1470, 1530, 1580], ground)
  if (spec.aircraft !== false) {
    const ax = r.range(350, 1250)
    const ay = r.range(120, 260)
    const angle = r.range(-22, -6)
    body += contrail(ax - 90, ay + Math.sin((angle * Math.PI) / 180) * -90, angle, 520, lighten(p.haze, 0.6))
    body += planform(ax, ay, r.range(0.55, 0.85), angle, darken(p.sky[0], 0.2))
  }
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`
  return svg(defs, body)
}

export type CloudscapeSpec = { kind: 'cloudscape'; seed: string; palette: Palette; view: 'wing' | 'aircraft' }

/** Above the clouds: a wing seen from the window, or an aircraft crossing a sea of cloud. */
export function cloudscape(spec: CloudscapeSpec): string {
  const r = rng(spec.seed)
  const p = spec.palette
  const horizon = 520
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.45, p.sky[1]],
      [horizon / HEIGHT, p.sky[2]],
      [1, p.haze],
    ]) +
    radial('glow', p.sun, 0.6) +
    linear('wing', [
      [0, lighten(p.far, 0.55)],
      [1, darken(p.far, 0.2)],
    ]) +
    BLUR +
    VIGNETTE
  const sun = { x: r.range(900, 1350), y: r.range(360, 460), r: 60 }
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r * 6)}" fill="url(#glow)"/><circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${sun.r}" fill="${p.sun}"/>`
  body += clouds(r, 5, 120, 300, lighten(p.haze, 0.6), 0.35)
  // the sea of cloud, rows of soft puffs getting bigger towards the viewer
  for (let row = 0; row < 6; row++) {
    const y = horizon + row * 70
    const tone = mix(lighten(p.haze, 0.55), mix(p.sky[1], p.haze, 0.5), row / 8)
    let puffs = ''
    for (let x = -100; x < WIDTH + 200; x += 120 + row * 40) {
      puffs += `<ellipse cx="${n(x + r.range(-40, 40))}" cy="${n(y + r.range(-12, 12))}" rx="${n(90 + row * 45)}" ry="${n(26 + row * 14)}"/>`
    }
    body += `<g fill="${tone}" filter="url(#soft)">${puffs}</g>`
  }
  if (spec.view === 'wing') {
    body +=
      '<path d="M-60,900 L-60,760 L1120,560 L1150,470 L1172,472 L1160,574 L1100,610 L180,900 Z" fill="url(#wing)"/>'
    body += `<path d="M120,780 L1060,592 M260,840 L1020,640" stroke="${darken(p.far, 0.3)}" stroke-width="3" opacity="0.5"/>`
    body += `<path d="M-60,900 L-60,860 L540,740 L560,760 L300,900 Z" fill="${darken(p.far, 0.25)}" opacity="0.6"/>`
    // the window frame
    body += `<path fill-rule="evenodd" d="M0,0 H1600 V900 H0 Z M140,70 Q140,40 260,40 H1340 Q1460,40 1460,70 V830 Q1460,860 1340,860 H260 Q140,860 140,830 Z" fill="${darken(p.sky[0], 0.55)}" opacity="0.92"/>`
  } else {
    const angle = r.range(-14, -6)
    body += contrail(560, 330, angle, 620, '#ffffff')
    body += planform(700, 300, 1.5, angle, darken(p.sky[0], 0.35))
  }
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`
  return svg(defs, body)
}

export type RunwaySpec = { kind: 'runway'; seed: string; palette: Palette }

/** A runway at dusk running to the horizon, lights converging, an aircraft on approach. */
export function runway(spec: RunwaySpec): string {
  const r = rng(spec.seed)
  const p = spec.palette
  const horizon = 560
  const vx = 800
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.4, p.sky[1]],
      [horizon / HEIGHT, p.sky[2]],
      [1, p.sky[2]],
    ]) +
    radial('glow', p.sun, 0.7) +
    linear('ground', [
      [0, darken(p.near, 0.1)],
      [1, darken(p.near, 0.5)],
    ]) +
    BLUR +
    VIGNETTE
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  body += `<circle cx="${vx}" cy="${horizon}" r="520" fill="url(#glow)"/>`
  body += clouds(r, 4, 120, 380, lighten(p.haze, 0.4), 0.4)
  body += `<path d="${terrainPath(ridgeHeights(r, 4, 70, 0.5), horizon, WIDTH, HEIGHT, true)}" fill="${p.far}"/>`
  body += `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#ground)"/>`
  body += `<path d="M${vx - 14},${horizon} L${vx + 14},${horizon} L1180,900 L420,900 Z" fill="${darken(p.near, 0.35)}"/>`
  let dashes = ''
  for (let i = 0; i < 9; i++) {
    const t0 = (i / 9) ** 1.8
    const t1 = ((i + 0.45) / 9) ** 1.8
    const y0 = horizon + t0 * (HEIGHT - horizon)
    const y1 = horizon + t1 * (HEIGHT - horizon)
    const w0 = 1 + t0 * 10
    const w1 = 1 + t1 * 10
    dashes += `M${n(vx - w0)},${n(y0)} L${n(vx + w0)},${n(y0)} L${n(vx + w1)},${n(y1)} L${n(vx - w1)},${n(y1)} Z `
  }
  body += `<path d="${dashes.trim()}" fill="#f5f1e6" opacity="0.8"/>`
  let lights = ''
  for (let i = 0; i < 22; i++) {
    const t = (i / 22) ** 1.7
    const y = horizon + t * (HEIGHT - horizon)
    const half = 14 + t * 380
    const rad = 1.5 + t * 7
    lights += `<circle cx="${n(vx - half - 6)}" cy="${n(y)}" r="${n(rad)}"/><circle cx="${n(vx + half + 6)}" cy="${n(y)}" r="${n(rad)}"/>`
  }
  body += `<g fill="${p.light}">${lights}</g>`
  body += profile(1160, 300, 0.9, darken(p.sky[0], 0.3)).replace('<g ', '<g opacity="0.95" ')
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`
  return svg(defs, body)
}

export type LoungeSpec = { kind: 'lounge'; seed: string; palette: Palette }

/** A lounge window wall: mullions framing the apron, an aircraft at the gate, the sunset. */
export function lounge(spec: LoungeSpec): string {
  const r = rng(spec.seed)
  const p = spec.palette
  const horizon = 600
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.45, p.sky[1]],
      [horizon / HEIGHT, p.sky[2]],
      [1, p.sky[2]],
    ]) +
    radial('glow', p.sun, 0.6) +
    linear('floor', [
      [0, darken(p.near, 0.2)],
      [1, darken(p.near, 0.6)],
    ]) +
    BLUR +
    VIGNETTE
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  body += `<circle cx="1180" cy="520" r="420" fill="url(#glow)"/><circle cx="1180" cy="520" r="64" fill="${p.sun}"/>`
  body += clouds(r, 4, 140, 400, lighten(p.haze, 0.4), 0.4)
  body += `<path d="${terrainPath(ridgeHeights(r, 4, 40, 0.5), horizon, WIDTH, HEIGHT, true)}" fill="${p.far}"/>`
  body += `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${mix(p.far, p.near, 0.5)}"/>`
  body += profile(620, 700, 1.9, darken(p.near, 0.2))
  body += profile(1380, 640, 0.8, mix(p.far, p.near, 0.6))
  // the interior: floor, mullions, a low row of seats
  body += `<path d="M0,760 L1600,760 L1600,900 L0,900 Z" fill="url(#floor)"/>`
  let mullions = ''
  for (let x = 0; x <= WIDTH; x += 320) mullions += `M${x - 9},0 h18 v760 h-18 Z `
  mullions += 'M0,0 H1600 V46 H0 Z M0,742 H1600 V770 H0 Z'
  body += `<path d="${mullions}" fill="${darken(p.near, 0.55)}"/>`
  let seats = ''
  for (let x = 120; x < WIDTH - 100; x += 260) {
    seats += `M${x},900 L${x},800 Q${x},780 ${x + 20},780 L${x + 140},780 Q${x + 160},780 ${x + 160},800 L${x + 160},830 L${x + 190},830 L${x + 190},900 Z `
  }
  body += `<path d="${seats.trim()}" fill="${darken(p.near, 0.7)}"/>`
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`
  return svg(defs, body)
}

export type GlobeSpec = { kind: 'globe'; seed: string; palette: Palette }

/** A globe with meridians and great-circle routes hopping through stopover dots. */
export function globe(spec: GlobeSpec): string {
  const r = rng(spec.seed)
  const p = spec.palette
  const cx = 800
  const cy = 470
  const R = 360
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [1, p.sky[1]],
    ]) +
    `<radialGradient id="ball" cx="38%" cy="35%" r="75%"><stop offset="0%" stop-color="${lighten(p.sea[0], 0.25)}"/><stop offset="100%" stop-color="${darken(p.sea[1], 0.3)}"/></radialGradient>` +
    radial('glow', p.sun, 0.5) +
    `<clipPath id="clip"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>` +
    VIGNETTE
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  body += stars(r, 120, HEIGHT)
  body += `<circle cx="${cx}" cy="${cy}" r="${R + 120}" fill="url(#glow)"/>`
  body += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#ball)"/>`
  let land = ''
  for (let i = 0; i < 7; i++) {
    const lx = cx + r.range(-R, R * 0.8)
    const ly = cy + r.range(-R * 0.8, R * 0.7)
    const pts: Point[] = []
    const k = r.int(6, 9)
    for (let j = 0; j <= k; j++) {
      const a = (j / k) * Math.PI * 2
      const rr = r.range(40, 120)
      pts.push([lx + Math.cos(a) * rr * 1.4, ly + Math.sin(a) * rr])
    }
    const first = pts[0] ?? [lx, ly]
    land += `<path d="M${n(first[0])},${n(first[1])}${smoothThrough(pts)} Z"/>`
  }
  body += `<g clip-path="url(#clip)" fill="${mix(p.far, p.sea[0], 0.3)}" opacity="0.85">${land}</g>`
  let grid = ''
  for (let i = 1; i < 6; i++) grid += `<ellipse cx="${cx}" cy="${cy}" rx="${n((R * i) / 6)}" ry="${R}"/>`
  for (let i = -2; i <= 2; i++) {
    const y = cy + (i * R) / 3
    const half = Math.sqrt(Math.max(0, R * R - (y - cy) ** 2))
    grid += `<path d="M${n(cx - half)},${n(y)} L${n(cx + half)},${n(y)}"/>`
  }
  body += `<g fill="none" stroke="${lighten(p.sea[0], 0.5)}" stroke-width="1.5" opacity="0.35">${grid}</g>`
  const stops: Point[] = [
    [cx - 300, cy + 60],
    [cx - 80, cy - 150],
    [cx + 120, cy - 60],
    [cx + 290, cy + 120],
  ]
  let arcs = ''
  for (let i = 0; i < stops.length - 1; i++) {
    const a = stops[i] ?? [0, 0]
    const b = stops[i + 1] ?? [0, 0]
    arcs += `M${n(a[0])},${n(a[1])} Q${n((a[0] + b[0]) / 2)},${n(Math.min(a[1], b[1]) - 140)} ${n(b[0])},${n(b[1])} `
  }
  body += `<path d="${arcs.trim()}" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/>`
  body += stops
    .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="13" fill="${p.sun}" stroke="${p.light}" stroke-width="5"/>`)
    .join('')
  body += planform(cx + 30, cy - 190, 0.45, 20, p.light)
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`
  return svg(defs, body)
}

export type AbstractSpec = { kind: 'abstract'; seed: string; palette: Palette }

/** Geometric art: overlapping discs and arcs, like loyalty tokens and flight paths. */
export function abstract(spec: AbstractSpec): string {
  const r = rng(spec.seed)
  const p = spec.palette
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ]) +
    linear('disc', [
      [0, lighten(p.sun, 0.2)],
      [1, darken(p.sun, 0.25)],
    ]) +
    VIGNETTE
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  let rings = ''
  for (let i = 1; i <= 9; i++) rings += `<circle cx="1180" cy="700" r="${i * 90}"/>`
  body += `<g fill="none" stroke="${lighten(p.sky[1], 0.35)}" stroke-width="2" opacity="0.35">${rings}</g>`
  const discs: Array<[number, number, number]> = [
    [520, 460, 190],
    [760, 380, 150],
    [940, 520, 120],
  ]
  discs.forEach(([x, y, rad], i) => {
    body += `<circle cx="${x}" cy="${y}" r="${rad}" fill="url(#disc)" opacity="${n(0.95 - i * 0.15)}"/>`
    body += `<circle cx="${x}" cy="${y}" r="${n(rad * 0.74)}" fill="none" stroke="${lighten(p.sun, 0.5)}" stroke-width="6" opacity="0.6"/>`
  })
  body += `<path d="M0,780 C420,640 820,900 1600,560" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="16 12"/>`
  body += planform(1330, 600, 0.6, -24, p.light)
  for (let i = 0; i < 10; i++) {
    body += `<circle cx="${n(r.range(80, 1520))}" cy="${n(r.range(60, 840))}" r="${n(r.range(4, 14))}" fill="${p.light}" opacity="0.5"/>`
  }
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`
  return svg(defs, body)
}

export type AvatarSpec = { kind: 'avatar'; seed: string; palette: Palette }

/** A square, faceless portrait placeholder: head and shoulders over concentric rings. */
export function avatar(spec: AvatarSpec): string {
  const p = spec.palette
  const s = 400
  const defs =
    linear('bg', [
      [0, p.sky[0]],
      [1, p.sky[2]],
    ]) +
    linear('body', [
      [0, lighten(p.near, 0.15)],
      [1, p.near],
    ])
  let body = `<rect width="${s}" height="${s}" fill="url(#bg)"/>`
  for (let i = 5; i >= 1; i--)
    body += `<circle cx="200" cy="190" r="${i * 42}" fill="${mix(p.sky[1], p.sun, i / 8)}" opacity="0.25"/>`
  body += `<circle cx="200" cy="165" r="72" fill="url(#body)"/>`
  body += '<path d="M60,400 Q60,270 200,262 Q340,270 340,400 Z" fill="url(#body)"/>'
  return svg(defs, body, s, s)
}

export type ArtSpec = SceneSpec | CloudscapeSpec | RunwaySpec | LoungeSpec | GlobeSpec | AbstractSpec | AvatarSpec

export function renderArt(spec: ArtSpec): string {
  switch (spec.kind) {
    case 'scene':
      return scene(spec)
    case 'cloudscape':
      return cloudscape(spec)
    case 'runway':
      return runway(spec)
    case 'lounge':
      return lounge(spec)
    case 'globe':
      return globe(spec)
    case 'abstract':
      return abstract(spec)
    case 'avatar':
      return avatar(spec)
  }
}
