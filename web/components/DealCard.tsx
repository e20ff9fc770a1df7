'use client'

/* eslint-disable @next/next/no-img-element -- a plain <img>, as components/SanityImage.tsx draws */
import type { EditAttributes } from '@/lib/sanity/editing'
import { Link } from './Link'
import card from './ListingCard.module.css'
import styles from './DealCard.module.css'

/**
 * What a deal's card shows, each text as the visitor reads it (components/DealGrid.tsx makes it
 * on the server: prices, dates and labels are formatted there, once).
 */
export type DealCardContent = {
  href: string
  /** The deal's picture, cropped around its hotspot (`position`); `transparent` has no backdrop. */
  image?: { src: string; srcSet: string; position?: string; transparent?: true }
  saving?: string
  meta: string
  from: string
  to: string
  codes: string
  price: string
  terms: string
  published?: string
  checked?: string
  /** Click-to-edit attributes of the deal's fields, in draft mode only (lib/sanity/editing.ts). */
  edits?: Partial<Record<'image' | 'destination' | 'fareFrom' | 'publishedFare', EditAttributes>>
}

/** How wide a card's picture shows: the grid's one, two or three columns (globals.css, `.grid`). */
const SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px'

/**
 * A fare a traveller can act on: route, airline, cabin, "from" price and the saving. A client
 * component though nothing in it reacts: lists repeat the card, and drawn from code, each one
 * costs the page's data its texts and picture, not its markup again (docs/performance.md, "Page
 * weight"). Each text is one string: React separates adjacent texts in the HTML with `<!-- -->`.
 */
export function DealCard({
  deal,
  headingLevel = 'h3',
  priority,
}: {
  deal: DealCardContent
  headingLevel?: 'h2' | 'h3'
  /** The page's largest picture: fetched at once with high priority, not when it nears the viewport. */
  priority?: boolean
}) {
  const { image, edits } = deal
  const Heading = headingLevel
  return (
    <article className={`${card.card} ${styles.card}`}>
      <div className={card.media}>
        {image ? (
          <img
            alt=""
            src={image.src}
            srcSet={image.srcSet}
            sizes={SIZES}
            className={image.transparent ? 'image-fill' : 'image-fill image-opaque'}
            style={image.position ? { objectPosition: image.position } : undefined}
            {...(priority
              ? { fetchPriority: 'high' as const }
              : { loading: 'lazy' as const, decoding: 'async' as const })}
            {...edits?.image}
          />
        ) : null}
        {deal.saving ? <span className={styles.saving}>{deal.saving}</span> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>{deal.meta}</p>
        <Heading className={styles.title} {...edits?.destination}>
          <Link href={deal.href} className={card.link}>
            {`${deal.from} `}
            <span aria-hidden="true">→</span>
            <span className="visually-hidden"> to </span>
            {` ${deal.to}`}
          </Link>
        </Heading>
        <p className={styles.codes}>{deal.codes}</p>
        <p className={styles.price} {...edits?.fareFrom}>
          from <strong>{deal.price}</strong>
        </p>
        <p className={styles.terms}>{deal.terms}</p>
        {deal.published ? (
          <p className={styles.published} {...edits?.publishedFare}>
            Published fare <s>{deal.published}</s>
          </p>
        ) : null}
        {deal.checked ? <p className={styles.checked}>{deal.checked}</p> : null}
      </div>
    </article>
  )
}
