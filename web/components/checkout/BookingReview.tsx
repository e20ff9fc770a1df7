import { checkoutHref } from '@/lib/checkout/paths'
import { GENDER_LABELS, PASSENGER_TYPE_LABELS } from '@/lib/checkout/rules'
import type { DealSnapshot, Passenger, TripDetails } from '@/lib/checkout/types'
import { formatDate } from '@/lib/format'
import { Link } from '../Link'
import { BookingFare } from './BookingFare'
import styles from './Checkout.module.css'
import { Fact } from '@/components/Fact'

type Props = {
  deal: DealSnapshot
  trip: TripDetails
  passengers: Passenger[]
  /**
   * Set while the booking can still change: each part links back to its step, and each passenger
   * shows everything typed. Without it (a confirmed booking) a passenger is a name and an age
   * group, to check the spelling: the link is all it takes to read the page (docs/privacy.md).
   */
  editToken?: string
}

const travellers = (trip: TripDetails) =>
  [
    `${trip.adults} adult${trip.adults === 1 ? '' : 's'}`,
    trip.children ? `${trip.children} child${trip.children === 1 ? '' : 'ren'}` : '',
    trip.infants ? `${trip.infants} infant${trip.infants === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(', ')

/** Everything entered so far, as the agent will receive it. */
export function BookingReview({ deal, trip, passengers, editToken }: Props) {
  return (
    <div className={styles.review}>
      <section aria-labelledby="review-flight">
        <div className={styles.reviewHead}>
          <h2 id="review-flight">Your flight</h2>
          {editToken ? (
            <Link href={checkoutHref(editToken, 1)} aria-label="Edit your flight">
              Edit
            </Link>
          ) : null}
        </div>
        <dl className={styles.facts}>
          <Fact term="Route">
            {deal.origin.city} ({deal.origin.iata}) – {deal.destination.city} ({deal.destination.iata})
          </Fact>
          <Fact term="Departure">{formatDate(trip.departDate)}</Fact>
          {trip.returnDate ? <Fact term="Return">{formatDate(trip.returnDate)}</Fact> : null}
          <Fact term="Travellers">{travellers(trip)}</Fact>
        </dl>
        <BookingFare deal={deal} travellers={trip} />
      </section>

      <section aria-labelledby="review-passengers">
        <div className={styles.reviewHead}>
          <h2 id="review-passengers">Passengers</h2>
          {editToken ? (
            <Link href={checkoutHref(editToken, 2)} aria-label="Edit passengers">
              Edit
            </Link>
          ) : null}
        </div>
        <ol className={styles.passengerList}>
          {passengers.map((passenger, index) => (
            <li key={index}>
              <strong>
                {[passenger.firstName, passenger.middleName, passenger.lastName].filter(Boolean).join(' ')}
              </strong>{' '}
              {editToken ? (
                <>
                  ({PASSENGER_TYPE_LABELS[passenger.type]}), born {formatDate(passenger.dateOfBirth)},{' '}
                  {GENDER_LABELS[passenger.gender].toLowerCase()}
                  {passenger.frequentFlyer ? `, frequent flyer ${passenger.frequentFlyer}` : ''}
                  {passenger.knownTravelerNumber ? `, KTN ${passenger.knownTravelerNumber}` : ''}
                </>
              ) : (
                `(${PASSENGER_TYPE_LABELS[passenger.type]})`
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
