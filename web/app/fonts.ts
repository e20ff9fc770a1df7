import localFont from 'next/font/local'

/** Inter, self-hosted from the @fontsource-variable package: no request leaves the site. */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-sans',
})
