import localFont from 'next/font/local'

/**
 * Inter, self-hosted from the @fontsource-variable package: no request leaves the site. Shown only
 * if it arrives in time (it is preloaded): swapped in late, it moves every line of text, since the
 * fallback's metrics fit Arial, which Linux and Android lack (docs/performance.md).
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-sans',
})
