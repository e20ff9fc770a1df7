import { Link } from './Link'
import { NotFoundPath } from './NotFoundPath'
import styles from './NotFound.module.css'

/** The not-found page's message (docs/behaviour.md, "Not found (404)"), inside whatever chrome the route has. */
export function NotFound() {
  return (
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
}

/** Every 404's title. Next itself marks a 404 `noindex`: saying it here too wrote the tag twice. */
export const notFoundMetadata = { title: 'Page not found' } as const
