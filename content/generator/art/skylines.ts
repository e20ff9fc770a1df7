import { n, quad, symmetric, type Point } from './geometry.ts'
import {
  cypresses,
  dome,
  eiffel,
  lowRow,
  minaret,
  onionDome,
  pagoda,
  path,
  shapes,
  spire,
  tower,
  towers,
  umbrellaPines,
  windows,
  W,
  type SkylineCtx,
} from './primitives.ts'

export type SkylineKind =
  | 'paris'
  | 'london'
  | 'rome'
  | 'barcelona'
  | 'madrid'
  | 'milan'
  | 'amsterdam'
  | 'sydney'
  | 'dubai'
  | 'singapore'
  | 'hong-kong'
  | 'tokyo'
  | 'towers'
  | 'domes'
  | 'colonial'
  | 'low'
  | 'pagoda'
  | 'pyramids'

function paris(ctx: SkylineCtx): string {
  const { base, fill } = ctx
  const s = shapes()
  s.add(eiffel(1060, base, 470))
  s.add(dome(380, base, { podiumW: 260, podiumH: 90, drumW: 100, drumH: 60, rx: 54, ry: 74, lantern: 14 }))
  s.add(
    symmetric(1420, base, [
      [-60, 0],
      [-60, -120],
      [-30, -150],
      [-30, -170],
      [-4, -196],
      [-1, -230],
    ]),
  )
  return lowRow(ctx, 60, 100, 'mansard') + path(s.d(), fill) + windows(ctx, 0, 700, base - 90, base, 0.08)
}

function london(ctx: SkylineCtx): string {
  const { base, fill, light } = ctx
  const s = shapes()
  // Parliament with pinnacles, Victoria Tower and the clock tower
  s.box(160, 480, 110, base)
  for (let x = 170; x < 640; x += 24) s.add(spire(x, base - 110, 7, 28, false))
  s.add(
    symmetric(190, base, [
      [-36, 0],
      [-36, -270],
      [-40, -270],
      [-40, -290],
      [-30, -290],
      [-30, -306],
      [-3, -318],
      [-1, -330],
    ]),
  )
  s.add(
    symmetric(690, base, [
      [-24, 0],
      [-24, -300],
      [-29, -300],
      [-29, -356],
      [-24, -356],
      [-24, -368],
      [-11, -410],
      [-8, -410],
      [-3, -438],
      [-1, -462],
    ]),
  )
  // St Paul's, the Shard
  s.add(dome(1200, base, { podiumW: 170, podiumH: 80, drumW: 84, drumH: 50, rx: 46, ry: 58, lantern: 12 }))
  s.add(
    `M${n(1310)},${n(base)} L${n(1372)},${n(base - 450)} L${n(1380)},${n(base - 470)} L${n(1384)},${n(base - 440)} L${n(1440)},${n(base)} Z`,
  )
  const clock = `<circle cx="690" cy="${n(base - 328)}" r="16" fill="${light}" opacity="0.85"/>`
  // the wheel
  const cx = 980
  const cy = base - 200
  const rr = 175
  let spokes = ''
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2
    spokes += `M${n(cx)},${n(cy)} L${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)} `
  }
  let pods = ''
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    pods += `<circle cx="${n(cx + Math.cos(a) * (rr + 6))}" cy="${n(cy + Math.sin(a) * (rr + 6))}" r="7" fill="${fill}"/>`
  }
  const wheel =
    `<circle cx="${cx}" cy="${n(cy)}" r="${rr}" fill="none" stroke="${fill}" stroke-width="7"/>` +
    `<path d="${spokes.trim()}" stroke="${fill}" stroke-width="2" fill="none"/>` +
    pods +
    `<path d="M${cx},${n(cy)} L${cx - 70},${n(base)} M${cx},${n(cy)} L${cx + 20},${n(base)}" stroke="${fill}" stroke-width="12" fill="none"/>`
  return (
    lowRow(ctx, 40, 85, 'pitched') + wheel + path(s.d(), fill) + clock + windows(ctx, 160, 480, base - 100, base, 0.1)
  )
}

function rome(ctx: SkylineCtx): string {
  const { base, fill, light } = ctx
  const s = shapes()
  s.add(dome(430, base, { podiumW: 320, podiumH: 110, drumW: 150, drumH: 70, rx: 82, ry: 108, lantern: 18 }))
  s.add(
    symmetric(430, base - 110, [
      [-160, 0],
      [-130, -28],
      [0, -28],
    ]),
  )
  // the amphitheatre, ruined on its right-hand side
  const x0 = 860
  const x1 = 1320
  s.add(
    `M${x0},${n(base)} L${x0},${n(base - 180)} L${x1 - 120},${n(base - 180)} L${x1 - 90},${n(base - 150)} L${x1 - 60},${n(base - 150)} L${x1 - 40},${n(base - 110)} L${x1},${n(base - 100)} L${x1},${n(base)} Z`,
  )
  let arches = ''
  const rows = [
    { y: base - 8, h: 38 },
    { y: base - 60, h: 34 },
    { y: base - 108, h: 30 },
  ]
  rows.forEach((row, ri) => {
    for (let x = x0 + 14; x < x1 - 20 - ri * 40; x += 34) {
      const w = 20
      arches += `M${x},${n(row.y)} L${x},${n(row.y - row.h + w / 2)} A${w / 2},${w / 2} 0 0 1 ${x + w},${n(row.y - row.h + w / 2)} L${x + w},${n(row.y)} Z `
    }
  })
  for (let x = x0 + 18; x < x1 - 150; x += 34) arches += `M${x},${n(base - 150)} h12 v14 h-12 Z `
  return (
    lowRow(ctx, 40, 90, 'pitched') +
    path(s.d(), fill) +
    path(arches.trim(), light, ' opacity="0.55"') +
    umbrellaPines(ctx, [120, 700, 1450], base + 4) +
    cypresses(ctx, [250, 620, 1380, 1520], base + 4)
  )
}

function barcelona(ctx: SkylineCtx): string {
  const { base, fill } = ctx
  const s = shapes()
  const spires: Array<[number, number, number]> = [
    [560, 22, 300],
    [600, 24, 340],
    [640, 24, 350],
    [680, 26, 310],
    [720, 34, 470],
    [760, 26, 390],
    [800, 24, 330],
    [840, 22, 300],
  ]
  s.box(540, 320, 150, base)
  for (const [x, w, h] of spires) s.add(spire(x, base, w, h))
  s.add(tower(1160, base, 96, 320, 'round'))
  s.add(
    `M${n(1440)},${n(base)} Q${n(1450)},${n(base - 160)} ${n(1500)},${n(base - 250)} Q${n(1520)},${n(base - 120)} ${n(1540)},${n(base)} Z`,
  )
  const hill = `M0,${n(base)} Q${n(160)},${n(base - 190)} ${n(420)},${n(base - 80)} L${n(420)},${n(base)} Z`
  return path(hill, fill) + lowRow(ctx, 30, 80, 'flat') + path(s.d(), fill) + towers(ctx, 980, 1100, 90, 180, 0.1)
}

function madrid(ctx: SkylineCtx): string {
  const { base, fill, light } = ctx
  const s = shapes()
  // four towers, one with an open frame at the top
  s.add(tower(1180, base, 62, 400, 'flat'))
  s.add(tower(1260, base, 58, 380, 'round'))
  s.add(tower(1340, base, 56, 390, 'stepped'))
  s.add(tower(1420, base, 60, 360, 'crown'))
  s.add(dome(520, base, { podiumW: 150, podiumH: 150, drumW: 86, drumH: 36, rx: 44, ry: 52, lantern: 12 }))
  // city gate with three arches
  s.add(
    `M${n(730)},${n(base)} L${n(730)},${n(base - 120)} L${n(840)},${n(base - 150)} L${n(840)},${n(base - 180)} L${n(880)},${n(base - 180)} L${n(880)},${n(base - 150)} L${n(990)},${n(base - 120)} L${n(990)},${n(base)} Z`,
  )
  s.box(60, 360, 100, base)
  let holes = ''
  for (const x of [800, 847, 894])
    holes += `M${x},${n(base)} L${x},${n(base - 62)} A19,19 0 0 1 ${x + 38},${n(base - 62)} L${x + 38},${n(base)} Z `
  holes += `M1172,${n(base - 392)} h16 v26 h-16 Z`
  for (let x = 80; x < 410; x += 26) holes += `M${x},${n(base - 76)} h10 v22 h-10 Z `
  return (
    lowRow(ctx, 40, 80, 'flat') +
    path(s.d(), fill) +
    path(holes.trim(), light, ' opacity="0.6"') +
    windows(ctx, 1150, 300, base - 380, base, 0.1)
  )
}

function milan(ctx: SkylineCtx): string {
  const { base, fill } = ctx
  const s = shapes()
  // cathedral: a broad gable bristling with pinnacles, one tall golden spire
  s.add(
    `M${n(420)},${n(base)} L${n(420)},${n(base - 150)} L${n(600)},${n(base - 210)} L${n(780)},${n(base - 150)} L${n(780)},${n(base)} Z`,
  )
  for (let x = 430; x <= 770; x += 28) {
    const gable = base - 150 - 60 * (1 - Math.abs(x - 600) / 180)
    s.add(spire(x, gable + 6, 8, 70 + ((x * 7) % 40), false))
  }
  s.add(spire(600, base - 200, 26, 170, true))
  // the modern towers
  s.add(
    `M${n(1090)},${n(base)} L${n(1090)},${n(base - 300)} Q${n(1140)},${n(base - 380)} ${n(1190)},${n(base - 330)} L${n(1190)},${n(base)} Z`,
  )
  s.add(spire(1150, base - 340, 6, 140, false))
  s.add(
    symmetric(1330, base, [
      [-44, 0],
      [-44, -240],
      [-30, -262],
    ]),
  )
  const bumpy = (x: number, h: number): string => {
    let d = `M${x},${n(base)} L${x},${n(base - h)} L${x + 60},${n(base - h)} L${x + 60},${n(base)} Z `
    for (let y = base - h + 10; y < base - 20; y += 22)
      d += `M${x - 8},${n(y + 8)} a10,8 0 1 1 20,0 a10,8 0 1 1 -20,0 Z M${x + 48},${n(y + 16)} a10,8 0 1 1 20,0 a10,8 0 1 1 -20,0 Z `
    return d
  }
  s.add(bumpy(1440, 230))
  s.add(bumpy(1520, 180))
  return lowRow(ctx, 40, 90, 'flat') + path(s.d(), fill) + windows(ctx, 1300, 70, base - 230, base, 0.15)
}

function amsterdam(ctx: SkylineCtx): string {
  const { base, fill, r } = ctx
  const s = shapes()
  let lights = ''
  let x = 260
  while (x < 1560) {
    const w = r.range(52, 74)
    const h = r.range(130, 200)
    const kind = r.int(0, 2)
    if (kind === 0) {
      // step gable
      s.add(
        symmetric(x + w / 2, base, [
          [-w / 2, 0],
          [-w / 2, -h],
          [-w * 0.34, -h],
          [-w * 0.34, -h - 14],
          [-w * 0.2, -h - 14],
          [-w * 0.2, -h - 28],
          [-w * 0.08, -h - 28],
          [-w * 0.08, -h - 40],
        ]),
      )
    } else if (kind === 1) {
      // bell gable
      s.add(
        symmetric(x + w / 2, base, [
          [-w / 2, 0],
          [-w / 2, -h],
          [-w * 0.36, -h - 4],
          [-w * 0.24, -h - 22],
          [-w * 0.2, -h - 34],
          [-w * 0.1, -h - 44],
          [0, -h - 46],
        ]),
      )
    } else {
      // spout gable
      s.add(
        symmetric(x + w / 2, base, [
          [-w / 2, 0],
          [-w / 2, -h],
          [-w * 0.5, -h - 4],
          [-w * 0.1, -h - 48],
          [-w * 0.1, -h - 54],
        ]),
      )
    }
    lights += windows(ctx, x + 4, w - 8, base - h + 10, base - 10, 0.35)
    x += w
  }
  s.add(
    symmetric(1180, base, [
      [-30, 0],
      [-30, -250],
      [-22, -250],
      [-22, -300],
      [-14, -300],
      [-14, -330],
      [-6, -360],
      [-1, -400],
    ]),
  )
  // windmill on the left
  const mx = 130
  s.add(
    symmetric(mx, base, [
      [-46, 0],
      [-30, -170],
      [-34, -170],
      [-22, -196],
      [0, -204],
    ]),
  )
  const hub: Point = [mx, base - 180]
  let blades = ''
  for (let i = 0; i < 4; i++) {
    const a = ((20 + i * 90) * Math.PI) / 180
    const ex = hub[0] + Math.cos(a) * 150
    const ey = hub[1] + Math.sin(a) * 150
    const px = Math.cos(a + Math.PI / 2) * 14
    const py = Math.sin(a + Math.PI / 2) * 14
    blades += `M${n(hub[0])},${n(hub[1])} L${n(ex)},${n(ey)} L${n(ex + px)},${n(ey + py)} L${n(hub[0] + px * 0.3)},${n(hub[1] + py * 0.3)} Z `
  }
  return path(s.d(), fill) + path(blades.trim(), fill) + lights
}

function sydney(ctx: SkylineCtx): string {
  const { base, fill } = ctx
  const s = shapes()
  s.box(340, 420, 30, base)
  const shell = (x: number, w: number, h: number, lean: number): string =>
    `M${n(x)},${n(base - 28)} Q${n(x + w * 0.15 + lean)},${n(base - 28 - h * 0.9)} ${n(x + w + lean)},${n(base - 28 - h)} Q${n(x + w * 0.8)},${n(base - 28 - h * 0.4)} ${n(x + w)},${n(base - 28)} Z`
  s.add(shell(380, 90, 150, 0))
  s.add(shell(450, 110, 200, 10))
  s.add(shell(560, 90, 170, 0))
  s.add(shell(630, 70, 120, 4))
  // harbour bridge
  const ax0 = 900
  const ax1 = 1500
  const arc = quad([ax0, base - 40], [(ax0 + ax1) / 2, base - 330], [ax1, base - 40], 24)
  const inner = quad([ax1 - 20, base - 40], [(ax0 + ax1) / 2, base - 280], [ax0 + 20, base - 40], 24)
  s.add(
    `M${arc.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} L${inner.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} Z`,
  )
  s.box(860, 680, 12, base - 90)
  s.box(870, 40, 130, base)
  s.box(1490, 40, 130, base)
  let hangers = ''
  for (let x = ax0 + 40; x < ax1 - 30; x += 30)
    hangers += `M${x},${n(base - 90)} L${x},${n(base - 40 - 290 * (1 - ((x - 1200) / 300) ** 2))} `
  return (
    towers(ctx, 0, 330, 120, 300, 0.1) +
    path(s.d(), fill) +
    `<path d="${hangers.trim()}" stroke="${fill}" stroke-width="3"/>`
  )
}

function dubai(ctx: SkylineCtx): string {
  const { base, fill } = ctx
  const s = shapes()
  s.add(
    symmetric(820, base, [
      [-60, 0],
      [-60, -120],
      [-44, -120],
      [-44, -240],
      [-30, -240],
      [-30, -360],
      [-18, -360],
      [-18, -450],
      [-9, -450],
      [-7, -530],
      [-2, -560],
      [-1, -620],
    ]),
  )
  s.add(`M${n(1380)},${n(base)} L${n(1380)},${n(base - 300)} Q${n(1470)},${n(base - 200)} ${n(1480)},${n(base)} Z`)
  s.add(`M${n(1370)},${n(base)} L${n(1374)},${n(base - 330)} L${n(1380)},${n(base - 330)} L${n(1380)},${n(base)} Z`)
  return towers(ctx, 0, 720, 120, 330, 0.12) + towers(ctx, 920, 1330, 140, 300, 0.12) + path(s.d(), fill)
}

function singapore(ctx: SkylineCtx): string {
  const { base, fill } = ctx
  const s = shapes()
  for (const x of [760, 860, 960])
    s.add(`M${x},${n(base)} L${x + 10},${n(base - 240)} L${x + 58},${n(base - 240)} L${x + 52},${n(base)} Z`)
  s.add(
    `M${n(730)},${n(base - 240)} L${n(1060)},${n(base - 244)} Q${n(1080)},${n(base - 258)} ${n(1030)},${n(base - 262)} L${n(740)},${n(base - 258)} Z`,
  )
  let trees = ''
  for (const [x, h] of [
    [180, 150],
    [260, 200],
    [330, 130],
    [420, 180],
  ] as const) {
    trees += `M${x - 5},${n(base)} L${x - 3},${n(base - h + 20)} L${x - 40},${n(base - h)} L${x + 40},${n(base - h)} L${x + 3},${n(base - h + 20)} L${x + 5},${n(base)} Z `
  }
  s.add(trees.trim())
  return towers(ctx, 1100, 1600, 180, 360, 0.14) + towers(ctx, 470, 740, 140, 260, 0.1) + path(s.d(), fill)
}

function hongKong(ctx: SkylineCtx): string {
  const { base, fill } = ctx
  const s = shapes()
  s.add(
    `M${n(880)},${n(base)} L${n(880)},${n(base - 330)} L${n(940)},${n(base - 420)} L${n(960)},${n(base - 390)} L${n(960)},${n(base)} Z`,
  )
  s.add(spire(928, base - 410, 4, 70, false))
  return towers(ctx, 0, 860, 150, 340, 0.14) + towers(ctx, 980, 1600, 120, 320, 0.14) + path(s.d(), fill)
}

function tokyo(ctx: SkylineCtx): string {
  const { base, fill } = ctx
  const s = shapes()
  s.add(
    symmetric(1120, base, [
      [-30, 0],
      [-24, -200],
      [-30, -320],
      [-22, -340],
      [-14, -420],
      [-20, -430],
      [-12, -450],
      [-6, -500],
      [-2, -560],
      [-1, -600],
    ]),
  )
  s.add(eiffel(420, base, 320))
  return (
    towers(ctx, 500, 1060, 110, 260, 0.14) +
    towers(ctx, 1180, 1600, 120, 280, 0.14) +
    lowRow(ctx, 30, 70, 'flat') +
    path(s.d(), fill)
  )
}

function domes(ctx: SkylineCtx): string {
  const { base, fill, r } = ctx
  const s = shapes()
  const cx = r.range(620, 980)
  s.add(onionDome(cx, base, 340, 110, 78))
  s.add(minaret(cx - 220, base, 300))
  s.add(minaret(cx + 220, base, 300))
  s.add(onionDome(cx - 130, base, 80, 130, 28))
  s.add(onionDome(cx + 130, base, 80, 130, 28))
  let gate = ''
  const gx = cx > 800 ? 280 : 1330
  gate += symmetric(gx, base, [
    [-80, 0],
    [-80, -190],
    [-60, -200],
    [-60, -214],
    [0, -214],
  ])
  s.add(gate)
  const hole = `<path d="M${gx - 34},${n(base)} L${gx - 34},${n(base - 110)} A34,34 0 0 1 ${gx + 34},${n(base - 110)} L${gx + 34},${n(base)} Z" fill="${ctx.light}" opacity="0.45"/>`
  return lowRow(ctx, 30, 80, 'flat') + path(s.d(), fill) + hole
}

function colonial(ctx: SkylineCtx): string {
  const { base, fill, r } = ctx
  const s = shapes()
  const cx = r.range(500, 1100)
  s.box(cx - 140, 280, 150, base)
  s.add(
    symmetric(cx, base - 150, [
      [-80, 0],
      [0, -60],
    ]),
  )
  for (const dx of [-120, 120])
    s.add(dome(cx + dx, base, { podiumW: 56, podiumH: 230, drumW: 40, drumH: 30, rx: 22, ry: 28, lantern: 6 }))
  s.add(dome(cx, base - 150, { podiumW: 0, podiumH: 0, drumW: 70, drumH: 40, rx: 40, ry: 46, lantern: 10 }))
  return (
    lowRow(ctx, 40, 90, 'pitched') + towers(ctx, cx + 260, Math.min(1600, cx + 700), 130, 300, 0.12) + path(s.d(), fill)
  )
}

function pagodas(ctx: SkylineCtx): string {
  const { base, fill, r } = ctx
  const s = shapes()
  s.add(pagoda(r.range(300, 500), base, 150, 5))
  s.add(pagoda(r.range(1100, 1300), base, 110, 3))
  return towers(ctx, 520, 1080, 120, 320, 0.14) + lowRow(ctx, 30, 70, 'pitched') + path(s.d(), fill)
}

function pyramids(ctx: SkylineCtx): string {
  const { base, fill, r } = ctx
  const s = shapes()
  const x0 = r.range(900, 1100)
  for (const [dx, w] of [
    [0, 380],
    [300, 300],
    [500, 170],
  ] as const) {
    s.add(`M${n(x0 + dx - w / 2)},${n(base)} L${n(x0 + dx)},${n(base - w * 0.62)} L${n(x0 + dx + w / 2)},${n(base)} Z`)
  }
  return towers(ctx, 0, 620, 60, 200, 0.1) + path(s.d(), fill)
}

export const skylines: Record<SkylineKind, (ctx: SkylineCtx) => string> = {
  paris,
  london,
  rome,
  barcelona,
  madrid,
  milan,
  amsterdam,
  sydney,
  dubai,
  singapore,
  'hong-kong': hongKong,
  tokyo,
  towers: (ctx) => towers(ctx, 0, W, 100, 360, 0.14),
  domes,
  colonial,
  low: (ctx) =>
    lowRow(ctx, 40, 110, 'pitched') + towers(ctx, ctx.r.range(400, 900), ctx.r.range(1000, 1300), 120, 240, 0.1),
  pagoda: pagodas,
  pyramids,
}
