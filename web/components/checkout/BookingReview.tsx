import { checkoutHref } from '@/lib/checkout/paths'
import { GENDER_LABELS, PASSENGER_TYPE_LABELS } from '@/lib/checkout/rules'
import type { ContactDetails, DealSnapshot, Passenger, TripDetails } from '@/lib/checkout/types'
import { formatDate } from '@/lib/format'
import { Link } from '../Link'
import { BookingFare } from './BookingFare'
import styles from './Checkout.module.css'
import { Fact } from '@/components/Fact'

type Props = {
  deal: DealSnapshot
  trip: TripDetails
  passengers: Passenger[]
  contact?: ContactDetails | null
  /** Set while the booking can still change: each part links back to its step. */
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
export function BookingReview({ deal, trip, passengers, contact, editToken }: Props) {
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
              ({PASSENGER_TYPE_LABELS[passenger.type]}), born {formatDate(passenger.dateOfBirth)},{' '}
              {GENDER_LABELS[passenger.gender].toLowerCase()}
              {passenger.frequentFlyer ? `, frequent flyer ${passenger.frequentFlyer}` : ''}
              {passenger.knownTravelerNumber ? `, KTN ${passenger.knownTravelerNumber}` : ''}
            </li>
          ))}
        </ol>
      </section>

      {contact ? (
        <section aria-labelledby="review-contact">
          <h2 id="review-contact">Contact</h2>
          <dl className={styles.facts}>
            <Fact term="E-mail">{contact.email}</Fact>
            <Fact term="Phone">{contact.phone}</Fact>
            <Fact term="Billing address">
              {[
                contact.billing.line1,
                contact.billing.line2,
                contact.billing.city,
                [contact.billing.region, contact.billing.postalCode].filter(Boolean).join(' '),
                contact.billing.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </Fact>
            {contact.specialRequests ? <Fact term="Special requests">{contact.specialRequests}</Fact> : null}
          </dl>
        </section>
      ) : null}
    </div>
  )
}
