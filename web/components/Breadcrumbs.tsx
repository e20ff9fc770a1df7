import type { BreadcrumbList } from 'schema-dts'
import { env } from '@/lib/env'
import { JsonLd } from './JsonLd'
import styles from './Breadcrumbs.module.css'
import { Link } from './Link'

export type Crumb = { name: string; href: string }

/** Optional breadcrumbs under the header, with their BreadcrumbList JSON-LD (docs/behaviour.md, "Header"). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail = [{ name: 'Home', href: '/' }, ...items]
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={`container ${styles.list}`}>
        {trail.map((crumb, index) => (
          <li key={index}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.href}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd<BreadcrumbList>
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: new URL(crumb.href, env.SITE_URL).href,
          })),
        }}
      />
    </nav>
  )
}
