import Link from 'next/link'
import { NotFoundPath } from './NotFoundPath'
import styles from './NotFound.module.css'

/**
 * The message, made once: the root's and the site's not-found boundaries are in every page's
 * data, and React sends an element it has sent before as a reference to the first.
 */
const MESSAGE = (
  <section className={`container section ${styles.message}`}>
    <p className="eyebrow">404</p>
    <h1>Error 404</h1>
    <p className={styles.lead}>This page doesn’t exist or was removed</p>
    <NotFoundPath />
    <p className={styles.home}>
      <Link href="/" className="button button--primary">
        Go to home page
      </Link>
    </p>
  </section>
)

/** The not-found page's message (docs/behaviour.md, "Not found (404)"), inside whatever chrome the route has. */
export function NotFound() {
  return MESSAGE
}

/** Every 404's title. Next itself marks a 404 `noindex`: saying it here too wrote the tag twice. */
export const notFoundMetadata = { title: 'Page not found' } as const
