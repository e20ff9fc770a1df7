import type { Settings } from '@/lib/content/settings'
import { ContactButton } from './ContactProvider'
import { Link } from './Link'
import { Logo } from './Logo'
import { PhoneLink } from './PhoneLink'
import styles from './CheckoutHeader.module.css'

type Props = {
  settings: Settings
  checkoutStep?: number
  flightType: string
  flightPassengers: string
  /** Where the back arrow goes: the previous step. */
  previousStepHref: string
}

/**
 * The reduced checkout header (docs/behaviour.md, "Checkout header"): logo, Contact us and the
 * phone on wide screens; on small screens the title "Your flight", the flight type and passengers,
 * a chat icon for the contact form and a back arrow shown only between the first and the last step.
 */
export function CheckoutHeader({ settings, checkoutStep = 1, flightType, flightPassengers, previousStepHref }: Props) {
  const showBack = checkoutStep > 1 && checkoutStep < 4
  return (
    <header className={styles.header}>
      <div className={`container ${styles.wide}`}>
        <Link href="/" aria-label={`${settings.title}, home`} className={styles.logo}>
          <Logo tone="dark" placement="checkout-header" />
        </Link>
        <div className={styles.actions}>
          <ContactButton className="button button--secondary">Contact us</ContactButton>
          <PhoneLink phone={settings.salesPhone} className={styles.phone} />
        </div>
      </div>
      <div className={styles.mobile} data-testid="mobile-checkout-header">
        {showBack ? (
          <Link
            href={previousStepHref}
            className={styles.iconButton}
            aria-label="Back to the previous step"
            data-back-arrow
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Link>
        ) : (
          <span className={styles.iconSpacer} />
        )}
        <div className={styles.titles}>
          <p className={styles.title}>Your flight</p>
          <p className={styles.subtitle}>
            {flightType} · {flightPassengers}
          </p>
        </div>
        <ContactButton className={styles.iconButton} label="Chat with us: open the contact form">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        </ContactButton>
      </div>
    </header>
  )
}
