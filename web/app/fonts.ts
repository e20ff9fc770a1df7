import localFont from 'next/font/local'

/**
 * Inter, self-hosted: no request leaves the site. The @fontsource-variable package's Latin file
 * cut to the weights the site uses (`npm run fonts`, scripts/subset-font.ts; licence in
 * fonts/OFL.txt). Shown only if it arrives in time (it is preloaded): swapped in late, it moves
 * every line of text, since the fallback's metrics fit Arial, which Linux and Android lack
 * (docs/performance.md).
 */
export const inter = localFont({
  src: './fonts/inter-latin-400-800.woff2',
  weight: '400 800',
  display: 'optional',
  variable: '--font-sans',
})
