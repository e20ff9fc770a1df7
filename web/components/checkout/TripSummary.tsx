import type { DealSnapshot, TripDetails } from '@/lib/checkout/types'
import { CABIN_LABELS, formatDate } from '@/lib/format'
import styles from './Checkout.module.css'

type Props = { deal: DealSnapshot; trip?: TripDetails | null }

/** The itinerary as the booking keeps it: route, airline, cabin, dates and fare conditions. */
export function TripSummary({ deal, trip }: Props) {
  const [operating, ...partners] = deal.airlines
  return (
    <section className={styles.summary} aria-labelledby="itinerary-title">
      <h2 id="itinerary-title" className={styles.summaryTitle}>
        {deal.origin.city} ({deal.origin.iata}) {deal.tripType === 'one-way' ? '→' : '⇄'} {deal.destination.city} (
        {deal.destination.iata})
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Trip</dt>
          <dd>{deal.tripType === 'one-way' ? 'One way' : 'Round trip'}</dd>
        </div>
        <div>
          <dt>Cabin</dt>
          <dd>
            {CABIN_LABELS[deal.cabin]}
            {operating?.cabinName ? ` (${operating.cabinName})` : ''}
          </dd>
        </div>
        {operating ? (
          <div>
            <dt>Airline</dt>
            <dd>
              {operating.name}
              {partners.length > 0 ? ` with ${partners.map((airline) => airline.name).join(', ')}` : ''}
            </dd>
          </div>
        ) : null}
        {trip ? (
          <div>
            <dt>Dates</dt>
            <dd>
              {formatDate(trip.departDate)}
              {trip.returnDate ? ` – ${formatDate(trip.returnDate)}` : ''}
            </dd>
          </div>
        ) : (
          <div>
            <dt>Travel window</dt>
            <dd>
              {formatDate(deal.travelWindow.start)} – {formatDate(deal.travelWindow.end)}
            </dd>
          </div>
        )}
        {deal.blackoutText ? (
          <div>
            <dt>Blackout dates</dt>
            <dd>{deal.blackoutText}</dd>
          </div>
        ) : null}
        {deal.fareCheckedAt ? (
          <div>
            <dt>Fare checked</dt>
            <dd>{formatDate(deal.fareCheckedAt)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
