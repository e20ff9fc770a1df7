import { Link } from './Link'
import { PhoneLink } from './PhoneLink'
import styles from './CallBanner.module.css'

type Phone = { digits?: string | null; formatted?: string | null } | null

/** The broker's main conversion: talk to an expert or ask for a quote. */
export function CallBanner({ phone, title = 'Ready to fly business for less?' }: { phone: Phone; title?: string }) {
  return (
    <section className={styles.banner} aria-labelledby="call-banner-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="call-banner-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>
            Our experts answer 24/7 and usually beat published business-class fares by 20–50 %.
          </p>
        </div>
        <div className={styles.actions}>
          <PhoneLink phone={phone} className="button button--primary" />
          <Link href="/flight" className="button button--light">
            Request a quote
          </Link>
        </div>
      </div>
    </section>
  )
}
