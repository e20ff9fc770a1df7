import Link from 'next/link'
import type { RegionsWithDealsQueryResult } from '@meridian/schemas/types'
import { CABIN_LABELS, TRIP_TYPE_LABELS, formatShortDate, formatUsd } from '@/lib/format'
import { editing } from '@/lib/sanity/editing'
import { SanityImage } from './SanityImage'
import card from './ListingCard.module.css'
import styles from './DealCard.module.css'

/** A deal as every list projects it (the `dealCard` projection, web/lib/content/fragments.ts). */
export type Deal = RegionsWithDealsQueryResult[number]['deals'][number]

/**
 * A fare a traveller can act on: route, airline, cabin, "from" price and the saving. Each text is
 * one string: React separates adjacent texts in the HTML with `<!-- -->`, and lists repeat the card
 * (docs/performance.md, "Page weight").
 */
export async function DealCard({ deal, headingLevel = 'h3' }: { deal: Deal; headingLevel?: 'h2' | 'h3' }) {
  const edit = (await editing())(deal, 'deal')
  const Heading = headingLevel
  const saving = deal.publishedFare && deal.fareFrom ? deal.publishedFare - deal.fareFrom : 0
  const airlines = deal.airlines?.map((airline) => airline.name).join(' · ')
  return (
    <article className={`${card.card} ${styles.card}`}>
      <div className={card.media}>
        <SanityImage
          image={deal.image}
          fill
          sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
          decorative
          edit={edit('image')}
        />
        {saving > 0 ? <span className={styles.saving}>{`Save ${formatUsd(saving)}`}</span> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>{`${CABIN_LABELS[deal.cabin ?? 'business']} · ${airlines ?? ''}`}</p>
        <Heading className={styles.title} {...edit('destination')}>
          <Link href={`/all-deals/${deal.slug}`} className={card.link}>
            {`${deal.origin?.city ?? ''} `}
            <span aria-hidden="true">→</span>
            <span className="visually-hidden"> to </span>
            {` ${deal.destination?.city ?? ''}`}
          </Link>
        </Heading>
        <p className={styles.codes}>{`${deal.origin?.iata ?? ''} – ${deal.destination?.iata ?? ''}`}</p>
        <p className={styles.price} {...edit('fareFrom')}>
          from <strong>{formatUsd(deal.fareFrom ?? 0)}</strong>
        </p>
        <p className={styles.terms}>
          {`${TRIP_TYPE_LABELS[deal.tripType ?? 'round-trip']} per person, taxes and fees included`}
        </p>
        {deal.publishedFare ? (
          <p className={styles.published} {...edit('publishedFare')}>
            Published fare <s>{formatUsd(deal.publishedFare)}</s>
          </p>
        ) : null}
        {deal.fareCheckedAt ? (
          <p className={styles.checked}>{`Fare checked ${formatShortDate(deal.fareCheckedAt)}`}</p>
        ) : null}
      </div>
    </article>
  )
}

export function DealGrid({ deals, headingLevel }: { deals: Deal[]; headingLevel?: 'h2' | 'h3' }) {
  if (deals.length === 0) return <p className="note">No fares are published here right now — call us for a quote.</p>
  return (
    <ul className="grid">
      {deals.map((deal, index) => (
        <li key={index}>
          <DealCard deal={deal} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
