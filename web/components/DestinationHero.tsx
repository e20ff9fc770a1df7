import type { ReactNode } from 'react'
import type { EditField } from '@/lib/sanity/editing'
import type { ImageValue } from '@/lib/sanity/image'
import { SanityImage } from './SanityImage'
import styles from './DestinationHero.module.css'

/** The photo header of a region or city page. */
export function DestinationHero({
  image,
  eyebrow,
  title,
  edit,
  children,
}: {
  image: ImageValue | undefined
  eyebrow: string
  title: string
  /** The fields of the region or city in draft mode (lib/sanity/editing.ts). */
  edit?: EditField
  children?: ReactNode
}) {
  return (
    <header className={styles.hero}>
      <SanityImage image={image} fill priority sizes="100vw" decorative edit={edit?.('image')} />
      <div className={`container ${styles.inner}`}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className={styles.title} {...edit?.('name')}>
          {title}
        </h1>
        {children}
      </div>
    </header>
  )
}
