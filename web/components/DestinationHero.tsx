import type { ReactNode } from 'react'
import { SanityImage, type ImageValue } from './SanityImage'
import styles from './DestinationHero.module.css'

/** The photo header of a region or city page. */
export function DestinationHero({
  image,
  eyebrow,
  title,
  children,
}: {
  image: ImageValue | undefined
  eyebrow: string
  title: string
  children?: ReactNode
}) {
  return (
    <header className={styles.hero}>
      <SanityImage image={image} fill priority sizes="100vw" decorative />
      <div className={`container ${styles.inner}`}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </header>
  )
}
