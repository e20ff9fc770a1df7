import type { Booking } from '@/lib/leads/tables'
import { Link } from '../Link'
import { PhoneLink } from '../PhoneLink'
import { maskedEmail, phoneEnding } from '@/lib/checkout/masked'
import { formatDate } from '@/lib/format'
import { BookingReview } from './BookingReview'
import styles from './Checkout.module.css'

type Props = {
  booking: Booking
  phone: { digits?: string | null; formatted?: string | null } | null
  email: string | null | undefined
  licence: string | null | undefined
}

/** How soon an agent calls after a booking request; the promise the sales team keeps. */
export const AGENT_CALLBACK_HOURS = 2

/**
 * Step 4: the reference, what happens next, the summary and the seller-of-travel disclosures. The
 * traveller's personal details are with the sales team now: the page names the passengers (to
 * check the spelling) and shows the contact details masked (docs/privacy.md, "The booking link").
 */
export function BookingConfirmation({ booking, phone, email, licence }: Props) {
  const { contact } = booking
  return (
    <div className={styles.confirmation}>
      <p className={styles.reference}>
        Your booking reference <strong data-testid="booking-reference">{booking.reference}</strong>
      </p>
      <section aria-labelledby="next-title" className={styles.next}>
        <h2 id="next-title">What happens next</h2>
        <ol>
          <li>
            A travel expert calls you on the number {contact ? phoneEnding(contact.phone) : 'you gave'} within{' '}
            {AGENT_CALLBACK_HOURS} hours (day or night) to confirm the fare and the seats. Fares are not guaranteed
            until the tickets are issued.
          </li>
          <li>
            You pay by phone or through a secure payment link we e-mail to{' '}
            <strong>{contact ? maskedEmail(contact.email) : 'you'}</strong>. This site never asks for card details.
          </li>
          <li>Your e-tickets arrive by e-mail once payment is made.</li>
        </ol>
        <p>
          Questions? Call us 24/7 on <PhoneLink phone={phone} />
          {email ? (
            <>
              {' '}
              or write to <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}{' '}
          and quote {booking.reference}.
        </p>
      </section>

      {booking.passengers ? (
        <BookingReview deal={booking.deal} trip={booking.trip!} passengers={booking.passengers} />
      ) : null}
      {booking.purgedAt ? (
        <p className={styles.privacyNote}>
          The passengers’ and contact details of this booking were erased from this site on{' '}
          {formatDate(booking.purgedAt.toISOString().slice(0, 10))}. Call us and quote {booking.reference} for anything
          about it.
        </p>
      ) : (
        <p className={styles.privacyNote}>
          Anyone with this page’s address can open it, so it no longer shows dates of birth, document and loyalty
          numbers, your phone number or billing address. To check or change them, call us and quote {booking.reference}:
          the agent asks for more than the reference, as an airline does.
        </p>
      )}

      <section aria-labelledby="disclosures-title" className={styles.disclosures}>
        <h2 id="disclosures-title">Important information</h2>
        <ul>
          <li>The total shown includes all taxes and fees; the agent confirms it before you pay.</li>
          <li>
            Tickets bought at least 7 days before departure may be cancelled without penalty within 24 hours of
            purchase. Other changes and refunds follow the airline’s fare rules and our{' '}
            <Link href="/refunds-policy">refund policy</Link>.
          </li>
          <li>
            Passengers are responsible for valid passports, visas and health documents for every country on the
            itinerary.
          </li>
          {licence ? <li>{licence}</li> : null}
        </ul>
      </section>
    </div>
  )
}
