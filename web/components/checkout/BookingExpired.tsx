import { Link } from '../Link'
import { PhoneLink } from '../PhoneLink'
import styles from './Checkout.module.css'

type Props = {
  reference: string
  deal: { title: string; slug: string } | null
  phone: { digits?: string | null; formatted?: string | null } | null
}

/** An unconfirmed booking past its expiry (answered 410): the deal again, if it is still on sale, and the phone. */
export function BookingExpired({ reference, deal, phone }: Props) {
  return (
    <div className={styles.expired}>
      <h1>This booking has expired</h1>
      <p>
        Booking {reference} was not confirmed in time, so we have not kept the details entered. Fares change quickly:
        start again to see today’s price, or call us and an expert will help.
      </p>
      <div className={styles.stepActions}>
        {deal ? (
          <Link href={`/all-deals/${deal.slug}`} className="button button--primary">
            See {deal.title} again
          </Link>
        ) : (
          <Link href="/business-class-flights-alldeals" className="button button--primary">
            See today’s best deals
          </Link>
        )}
        <PhoneLink phone={phone} className="button button--secondary" />
      </div>
    </div>
  )
}
