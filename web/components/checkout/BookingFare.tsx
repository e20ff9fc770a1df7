import { priceBooking } from '@/lib/checkout/pricing'
import type { PASSENGER_TYPE_LABELS } from '@/lib/checkout/rules'
import type { DealSnapshot, TripDetails } from '@/lib/checkout/types'
import { formatUsd } from '@/lib/format'
import styles from './Checkout.module.css'

type Props = {
  deal: Pick<DealSnapshot, 'farePerPerson' | 'publishedFare' | 'tripType'>
  travellers: Pick<TripDetails, 'adults' | 'children' | 'infants'>
}

const plural = (count: number, type: keyof typeof PASSENGER_TYPE_LABELS) =>
  `${count} ${type === 'child' ? (count === 1 ? 'child' : 'children') : `${type}${count === 1 ? '' : 's'}`}`

/**
 * The fare box. Under US full-fare advertising rules (14 CFR 399.84) the total, taxes and
 * fees included, is the most prominent figure; the per-person fares and the saving are
 * smaller, and nothing is itemised more prominently than the total.
 */
export function BookingFare({ deal, travellers }: Props) {
  const price = priceBooking({ perAdult: deal.farePerPerson, published: deal.publishedFare }, travellers)
  const trip = deal.tripType === 'one-way' ? 'one way' : 'round trip'
  return (
    <section className={styles.fare} aria-labelledby="fare-total-label" aria-live="polite">
      <h2 id="fare-total-label" className={styles.fareLabel}>
        Total for all travellers
      </h2>
      <p className={styles.fareTotal} data-testid="fare-total">
        {formatUsd(price.total)}
      </p>
      <p className={styles.fareTerms}>{trip}, taxes and fees included</p>
      <ul className={styles.fareLines}>
        {price.lines.map((line) => (
          <li key={line.type}>
            {plural(line.count, line.type)} × {formatUsd(line.unitFare)}
            {line.type === 'child'
              ? ' (75% of the adult fare)'
              : line.type === 'infant'
                ? ' (on a lap, 10%)'
                : ' per person'}
          </li>
        ))}
      </ul>
      {price.publishedTotal !== null && price.saving !== null ? (
        <p className={styles.fareSaving}>
          Published fare <s>{formatUsd(price.publishedTotal)}</s>, you save {formatUsd(price.saving)}
        </p>
      ) : null}
    </section>
  )
}
