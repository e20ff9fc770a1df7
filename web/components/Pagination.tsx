import { Link } from './Link'
import styles from './Pagination.module.css'

/**
 * The pages of a list (docs/behaviour.md, "Lists"): previous, the first, those around the
 * current one, the last, and next, as plain links a crawler follows. The current page is
 * marked with `aria-current`; nothing is shown for a list of one page.
 */
export function Pagination({
  label,
  page,
  pages,
  href,
}: {
  /** Names the navigation landmark: "Deals to Europe pages". */
  label: string
  page: number
  pages: number
  href: (page: number) => string
}) {
  if (pages <= 1) return null
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages)
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {shown.map((n, index) => (
          <li key={n} className={styles.number}>
            {index > 0 && n - shown[index - 1]! > 1 ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              href={href(n)}
              aria-current={n === page ? 'page' : undefined}
              className={styles.link}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} rel="next" className={styles.step}>
              Next<span className="visually-hidden"> page</span> <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
