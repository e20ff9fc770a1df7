import 'server-only'
import { readFile } from 'node:fs/promises'
import { ImageResponse } from 'next/og'
import { Emblem } from '@/components/Emblem'
import { woffCoverage } from './font-coverage'
import { SHARE_CARD_SIZE, type ShareCard } from './share-card'

/**
 * Inter, self-hosted like the site's own (app/fonts.ts), as WOFF files: next/og reads TTF, OTF
 * and WOFF, not the WOFF2 the pages use. Latin and Latin Extended, regular and bold; each subset
 * is a family of its own, since next/og picks one file per family and weight.
 */
// Each path literal, so that the bundler copies exactly these four files beside the server code.
const FONT_FILES = [
  {
    name: 'Inter',
    weight: 400,
    read: () =>
      readFile(new URL('../../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff', import.meta.url)),
  },
  {
    name: 'Inter',
    weight: 700,
    read: () =>
      readFile(new URL('../../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff', import.meta.url)),
  },
  {
    name: 'Inter Ext',
    weight: 400,
    read: () =>
      readFile(
        new URL('../../../node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff', import.meta.url),
      ),
  },
  {
    name: 'Inter Ext',
    weight: 700,
    read: () =>
      readFile(
        new URL('../../../node_modules/@fontsource/inter/files/inter-latin-ext-700-normal.woff', import.meta.url),
      ),
  },
] as const

type Fonts = { fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]; covered: Set<number> }

let fontsLoaded: Promise<Fonts> | undefined

function loadFonts(): Promise<Fonts> {
  fontsLoaded ??= Promise.all(
    FONT_FILES.map(async ({ name, read, weight }) => ({
      name,
      data: await read(),
      weight,
      style: 'normal' as const,
    })),
  )
    .then((fonts) => ({ fonts, covered: new Set(fonts.flatMap(({ data }) => [...woffCoverage(data)])) }))
    .catch((error: unknown) => {
      // A read that failed for a moment (a process out of file descriptors) fails this card
      // only: the next card reads the fonts again, rather than every card failing until a restart.
      fontsLoaded = undefined
      throw error
    })
  return fontsLoaded
}

/**
 * Text the fonts can draw. next/og fetches a font from Google for any other character, and the
 * site makes no requests of its own to third parties: such characters are left out instead.
 */
function drawable(text: string, covered: Set<number>): string {
  let kept = ''
  for (const char of text) if (/\s/.test(char) || covered.has(char.codePointAt(0)!)) kept += char
  return kept.replace(/\s+/g, ' ').trim()
}

/** Brand colours (app/globals.css). */
const NAVY_900 = '#0a1a33'
const NAVY_700 = '#16396b'
const GOLD_400 = '#e3be5c'
const SURFACE_2 = '#e9eef6'

/** A long title gets a smaller type, so it fits in three lines. */
const titleSize = (title: string) => (title.length > 70 ? 56 : title.length > 40 ? 68 : 84)

/** The arrow between a deal's cities, drawn (Inter's subsets have no "→"), centred on the lower case. */
function RouteArrow({ fontSize }: { fontSize: number }) {
  return (
    <svg
      width={Math.round(fontSize * 0.76)}
      height={Math.round(fontSize * 0.48)}
      viewBox="0 0 64 40"
      style={{ margin: `${Math.round(fontSize * 0.3)}px ${Math.round(fontSize * 0.24)}px 0` }}
    >
      <path d="M2 20h54M40 6l16 14-16 14" fill="none" stroke={GOLD_400} strokeWidth="6" strokeLinecap="round" />
    </svg>
  )
}

/** The card as a 1200×630 PNG: flat colours and text only, a few tens of kilobytes. */
export async function renderShareCard(card: ShareCard, siteName: string): Promise<ImageResponse> {
  const { fonts, covered } = await loadFonts()
  const text = (value: string | undefined) => (value ? drawable(value, covered) : '')
  const title = card.route ? `${card.route.from} ${card.route.to}` : text(card.title)
  const size = titleSize(title)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: NAVY_900,
        borderBottom: `16px solid ${GOLD_400}`,
        color: '#fff',
        fontFamily: 'Inter, "Inter Ext"',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 28, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: GOLD_400 }}>
          {text(card.eyebrow)}
        </div>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            marginTop: 24,
            fontSize: size,
            fontWeight: 700,
            lineHeight: 1.1,
            maxHeight: 300,
            overflow: 'hidden',
          }}
        >
          {card.route ? (
            <>
              <span>{text(card.route.from)}</span>
              <RouteArrow fontSize={size} />
              <span>{text(card.route.to)}</span>
            </>
          ) : (
            title
          )}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {card.detail ? <div style={{ fontSize: 44, fontWeight: 700 }}>{text(card.detail)}</div> : null}
        {card.note ? <div style={{ marginTop: 8, fontSize: 30, color: SURFACE_2 }}>{text(card.note)}</div> : null}
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            marginTop: 40,
            paddingTop: 28,
            borderTop: `2px solid ${NAVY_700}`,
            fontSize: 30,
            fontWeight: 700,
          }}
        >
          <Emblem size={48} ink="#fff" accent={GOLD_400} />
          <span style={{ marginLeft: 16 }}>{text(siteName)}</span>
        </div>
      </div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts },
  )
}
