/**
 * The not-found boundary above the two root layouts (the site's and checkout's). Neither calls
 * `notFound()`, and below them their own not-found pages answer, so this one is never shown; it
 * exists because without it Next puts its default 404 page, 1.1 kB of inline styles, into every
 * page's data (docs/performance.md, "Page weight").
 */
export default function RootNotFound() {
  return null
}
