import { TRIP_TYPE_TITLES } from '@meridian/schemas/vocabulary'
import type { DealSnapshot, TripDetails } from '@/lib/checkout/types'
import { CABIN_LABELS, formatDate } from '@/lib/format'
import styles from './Checkout.module.css'
import { Fact } from '@/components/Fact'

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
        <Fact term="Trip">{TRIP_TYPE_TITLES[deal.tripType]}</Fact>
        <Fact term="Cabin">
          {CABIN_LABELS[deal.cabin]}
          {operating?.cabinName ? ` (${operating.cabinName})` : ''}
        </Fact>
        {operating ? (
          <Fact term="Airline">
            {operating.name}
            {partners.length > 0 ? ` with ${partners.map((airline) => airline.name).join(', ')}` : ''}
          </Fact>
        ) : null}
        {trip ? (
          <Fact term="Dates">
            {formatDate(trip.departDate)}
            {trip.returnDate ? ` – ${formatDate(trip.returnDate)}` : ''}
          </Fact>
        ) : (
          <Fact term="Travel window">
            {formatDate(deal.travelWindow.start)} – {formatDate(deal.travelWindow.end)}
          </Fact>
        )}
        {deal.blackoutText ? <Fact term="Blackout dates">{deal.blackoutText}</Fact> : null}
        {deal.fareCheckedAt ? <Fact term="Fare checked">{formatDate(deal.fareCheckedAt)}</Fact> : null}
      </dl>
    </section>
  )
}
