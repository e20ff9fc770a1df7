import { darken, lighten, n, symmetric, type Point } from './geometry.ts'

export const LOGO_WIDTH = 480
export const LOGO_HEIGHT = 160

export type EmblemShape = 'circle' | 'hexagon' | 'diamond' | 'shield' | 'rounded-square' | 'octagon'
export type Motif =
  | 'chevrons'
  | 'star'
  | 'crescent'
  | 'waves'
  | 'sun'
  | 'bird'
  | 'compass'
  | 'tree'
  | 'tail'
  | 'peaks'
  | 'flower'
  | 'feather'
  | 'acacia'
  | 'globe'
  | 'laurel'
  | 'cards'
  | 'check'
  | 'arch'
  | 'ring'
export type WingStyle = 'bars' | 'feathers' | 'swoosh' | 'dots' | 'lines' | 'none'

export type LogoSpec = {
  kind: 'logo'
  seed: string
  shape: EmblemShape
  motif: Motif
  wings: WingStyle
  primary: string
  secondary: string
  wing: string
}

const CX = LOGO_WIDTH / 2
const CY = LOGO_HEIGHT / 2
const R = 62

function polygon(sides: number, radius: number, rotation: number): string {
  const pts: string[] = []
  for (let i = 0; i < sides; i++) {
    const a = rotation + (i / sides) * Math.PI * 2
    pts.push(`${n(CX + Math.cos(a) * radius)},${n(CY + Math.sin(a) * radius)}`)
  }
  return `M${pts.join(' L')} Z`
}

function emblem(shape: EmblemShape, fill: string, ring: string): string {
  let d: string
  switch (shape) {
    case 'circle':
      return `<circle cx="${CX}" cy="${CY}" r="${R}" fill="${fill}"/><circle cx="${CX}" cy="${CY}" r="${R - 8}" fill="none" stroke="${ring}" stroke-width="3"/>`
    case 'hexagon':
      d = polygon(6, R + 2, Math.PI / 6)
      break
    case 'diamond':
      d = polygon(4, R + 8, 0)
      break
    case 'octagon':
      d = polygon(8, R + 2, Math.PI / 8)
      break
    case 'rounded-square':
      return `<rect x="${CX - R + 6}" y="${CY - R + 6}" width="${2 * R - 12}" height="${2 * R - 12}" rx="26" fill="${fill}"/><rect x="${CX - R + 14}" y="${CY - R + 14}" width="${2 * R - 28}" height="${2 * R - 28}" rx="20" fill="none" stroke="${ring}" stroke-width="3"/>`
    case 'shield':
      d = `M${CX},${CY - R} L${CX + R - 6},${CY - R + 16} L${CX + R - 10},${CY + 6} Q${CX + R - 24},${CY + R - 14} ${CX},${CY + R} Q${CX - R + 24},${CY + R - 14} ${CX - R + 10},${CY + 6} L${CX - R + 6},${CY - R + 16} Z`
      break
  }
  return `<path d="${d}" fill="${fill}"/>`
}

function motif(kind: Motif, c: string, bg: string): string {
  switch (kind) {
    case 'chevrons':
      return [-22, 0, 22]
        .map(
          (dy) =>
            `<path d="M${CX - 30},${CY + dy + 12} L${CX},${CY + dy - 10} L${CX + 30},${CY + dy + 12}" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>`,
        )
        .join('')
    case 'star': {
      const pts: string[] = []
      for (let i = 0; i < 16; i++) {
        const a = -Math.PI / 2 + (i / 16) * Math.PI * 2
        const rr = i % 2 === 0 ? 40 : 15
        pts.push(`${n(CX + Math.cos(a) * rr)},${n(CY + Math.sin(a) * rr)}`)
      }
      return `<path d="M${pts.join(' L')} Z" fill="${c}"/>`
    }
    case 'crescent':
      return `<circle cx="${CX - 4}" cy="${CY}" r="38" fill="${c}"/><circle cx="${CX + 12}" cy="${CY - 8}" r="33" fill="${bg}"/><circle cx="${CX + 26}" cy="${CY + 16}" r="6" fill="${c}"/>`
    case 'waves':
      return [-16, 0, 16]
        .map(
          (dy) =>
            `<path d="M${CX - 38},${CY + dy} q9.5,-12 19,0 t19,0 t19,0 t19,0" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
        )
        .join('')
    case 'sun': {
      let rays = ''
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2
        rays += `M${n(CX + Math.cos(a) * 26)},${n(CY + Math.sin(a) * 26)} L${n(CX + Math.cos(a) * 42)},${n(CY + Math.sin(a) * 42)} `
      }
      return `<circle cx="${CX}" cy="${CY}" r="19" fill="${c}"/><path d="${rays.trim()}" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`
    }
    case 'bird':
      return `<path d="M${CX - 44},${CY + 4} Q${CX - 22},${CY - 30} ${CX},${CY + 8} Q${CX + 22},${CY - 30} ${CX + 44},${CY + 4} Q${CX + 22},${CY - 14} ${CX},${CY + 22} Q${CX - 22},${CY - 14} ${CX - 44},${CY + 4} Z" fill="${c}"/>`
    case 'compass':
      return `<path d="M${CX},${CY - 44} L${CX + 10},${CY - 10} L${CX + 44},${CY} L${CX + 10},${CY + 10} L${CX},${CY + 44} L${CX - 10},${CY + 10} L${CX - 44},${CY} L${CX - 10},${CY - 10} Z" fill="${c}"/><circle cx="${CX}" cy="${CY}" r="30" fill="none" stroke="${c}" stroke-width="3"/>`
    case 'tree': {
      const left: Point[] = [
        [-5, 0],
        [-5, -10],
        [-34, -10],
        [-16, -34],
        [-28, -34],
        [-10, -56],
        [-20, -56],
        [0, -80],
      ]
      return `<path d="${symmetric(CX, CY + 42, left)}" fill="${c}"/>`
    }
    case 'tail':
      return `<path d="M${CX - 34},${CY + 34} L${CX - 4},${CY - 40} L${CX + 26},${CY - 40} L${CX + 10},${CY + 4} L${CX + 36},${CY + 34} Z" fill="${c}"/><path d="M${CX - 40},${CY + 40} H${CX + 40}" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`
    case 'peaks':
      return `<path d="M${CX - 46},${CY + 30} L${CX - 14},${CY - 26} L${CX + 2},${CY - 2} L${CX + 16},${CY - 38} L${CX + 46},${CY + 30} Z" fill="${c}"/><path d="M${CX + 16},${CY - 38} L${CX + 26},${CY - 20} L${CX + 16},${CY - 24} L${CX + 8},${CY - 18} Z" fill="${darken(c, 0.25)}"/>`
    case 'flower': {
      let petals = ''
      for (let i = 0; i < 8; i++) {
        petals += `<ellipse cx="${CX}" cy="${CY - 24}" rx="10" ry="20" transform="rotate(${i * 45} ${CX} ${CY})"/>`
      }
      return `<g fill="${c}">${petals}</g><circle cx="${CX}" cy="${CY}" r="12" fill="${darken(c, 0.2)}"/>`
    }
    case 'feather':
      return `<path d="M${CX - 30},${CY + 40} Q${CX - 26},${CY - 20} ${CX + 34},${CY - 42} Q${CX + 18},${CY + 6} ${CX - 30},${CY + 40} Z" fill="${c}"/><path d="M${CX - 30},${CY + 40} Q${CX},${CY - 4} ${CX + 30},${CY - 36}" stroke="${darken(c, 0.3)}" stroke-width="3" fill="none"/>`
    case 'acacia':
      return `<path d="M${CX - 4},${CY + 40} L${CX - 3},${CY} L${CX - 26},${CY - 14} L${CX - 22},${CY - 18} L${CX},${CY - 6} L${CX + 20},${CY - 20} L${CX + 24},${CY - 16} L${CX + 4},${CY} L${CX + 5},${CY + 40} Z M${CX - 46},${CY - 14} Q${CX - 24},${CY - 44} ${CX + 4},${CY - 40} Q${CX + 32},${CY - 44} ${CX + 46},${CY - 16} Q${CX},${CY - 6} ${CX - 46},${CY - 14} Z" fill="${c}"/>`
    case 'globe':
      return `<g fill="none" stroke="${c}" stroke-width="4"><circle cx="${CX}" cy="${CY}" r="36"/><ellipse cx="${CX}" cy="${CY}" rx="16" ry="36"/><path d="M${CX - 36},${CY} H${CX + 36} M${CX - 31},${CY - 18} H${CX + 31} M${CX - 31},${CY + 18} H${CX + 31}"/></g>`
    case 'laurel': {
      let leaves = ''
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * 0.62 + (i / 6) * Math.PI * 0.8
        for (const side of [-1, 1]) {
          const x = CX + side * Math.cos(a) * 38
          const y = CY + Math.sin(a) * 38 - 4
          leaves += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="5" ry="11" transform="rotate(${n(side * (i * 22 - 60))} ${n(x)} ${n(y)})"/>`
        }
      }
      return `<g fill="${c}">${leaves}</g><path d="M${CX - 16},${CY + 8} L${CX},${CY - 14} L${CX + 16},${CY + 8}" fill="none" stroke="${c}" stroke-width="7" stroke-linejoin="round"/>`
    }
    case 'cards':
      return `<rect x="${CX - 40}" y="${CY - 30}" width="62" height="42" rx="8" fill="${c}" opacity="0.6"/><rect x="${CX - 22}" y="${CY - 12}" width="62" height="42" rx="8" fill="${c}"/><rect x="${CX - 12}" y="${CY - 2}" width="16" height="12" rx="3" fill="${darken(c, 0.35)}"/>`
    case 'check':
      return `<path d="M${CX - 26},${CY + 2} L${CX - 6},${CY + 22} L${CX + 28},${CY - 22}" fill="none" stroke="${c}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`
    case 'arch':
      return `<path d="M${CX - 42},${CY - 8} L${CX},${CY - 42} L${CX + 42},${CY - 8} Z" fill="${c}"/><path d="M${CX - 28},${CY + 38} L${CX - 28},${CY - 2} L${CX + 28},${CY - 2} L${CX + 28},${CY + 38} Z M${CX - 10},${CY + 38} L${CX - 10},${CY + 18} A10,10 0 0 1 ${CX + 10},${CY + 18} L${CX + 10},${CY + 38} Z" fill="${c}" fill-rule="evenodd"/>`
    case 'ring': {
      let segs = ''
      for (let i = 0; i < 4; i++) {
        const a0 = (i / 4) * Math.PI * 2 + 0.08
        const a1 = ((i + 1) / 4) * Math.PI * 2 - 0.08
        segs += `<path d="M${n(CX + Math.cos(a0) * 40)},${n(CY + Math.sin(a0) * 40)} A40,40 0 0 1 ${n(CX + Math.cos(a1) * 40)},${n(CY + Math.sin(a1) * 40)}" stroke="${i % 2 === 0 ? c : lighten(c, 0.5)}" stroke-width="14" fill="none"/>`
      }
      return segs
    }
  }
}

function wings(style: WingStyle, c: string): string {
  const sides = [-1, 1] as const
  const start = R + 16
  let out = ''
  for (const s of sides) {
    const x0 = CX + s * start
    switch (style) {
      case 'bars':
        for (let i = 0; i < 3; i++) {
          const dy = (i - 1) * 18
          const len = 150 - Math.abs(i - 1) * 34
          out += `<path d="M${x0},${CY + dy - 6} L${n(x0 + s * len)},${CY + dy - 1} L${n(x0 + s * len)},${CY + dy + 1} L${x0},${CY + dy + 6} Z" fill="${c}"/>`
        }
        break
      case 'feathers':
        for (let i = 0; i < 4; i++) {
          const len = 140 - i * 26
          const y = CY - 24 + i * 15
          out += `<path d="M${x0},${y} Q${n(x0 + s * len * 0.6)},${y - 14} ${n(x0 + s * len)},${y - 8} Q${n(x0 + s * len * 0.6)},${y + 6} ${x0},${y + 10} Z" fill="${c}"/>`
        }
        break
      case 'swoosh':
        out += `<path d="M${x0},${CY + 10} Q${n(x0 + s * 90)},${CY - 40} ${n(x0 + s * 160)},${CY - 34} Q${n(x0 + s * 90)},${CY - 20} ${x0},${CY + 26} Z" fill="${c}"/>`
        out += `<path d="M${x0},${CY + 30} Q${n(x0 + s * 80)},${CY + 4} ${n(x0 + s * 130)},${CY + 8} Q${n(x0 + s * 80)},${CY + 16} ${x0},${CY + 40} Z" fill="${c}" opacity="0.6"/>`
        break
      case 'dots':
        for (let i = 0; i < 6; i++)
          out += `<circle cx="${n(x0 + s * (8 + i * 26))}" cy="${CY}" r="${n(9 - i * 1.3)}" fill="${c}"/>`
        break
      case 'lines':
        out += `<path d="M${x0},${CY - 8} H${n(x0 + s * 150)} M${x0},${CY + 8} H${n(x0 + s * 120)}" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`
        break
      case 'none':
        break
    }
  }
  return out
}

/** A wordless airline/partner mark: a geometric emblem with stylised wings, transparent background. */
export function logo(spec: LogoSpec): string {
  const body =
    wings(spec.wings, spec.wing) +
    emblem(spec.shape, spec.primary, lighten(spec.primary, 0.35)) +
    motif(spec.motif, spec.secondary, spec.primary)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">${body}</svg>`
}
