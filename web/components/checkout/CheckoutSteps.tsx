import { CHECKOUT_STEPS, checkoutHref } from '@/lib/checkout/paths'
import { Link } from '../Link'
import styles from './Checkout.module.css'

type Props = { token: string; current: number; furthest: number; confirmed: boolean }

/**
 * Where the traveller is: an ordered list, the current step marked `aria-current="step"`.
 * Steps already reached are links back (until the booking is confirmed and can no longer change).
 */
export function CheckoutSteps({ token, current, furthest, confirmed }: Props) {
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {CHECKOUT_STEPS.map((label, index) => {
        const step = index + 1
        const isCurrent = step === current
        const reachable = !confirmed && !isCurrent && step <= furthest && step < 4
        const content = (
          <>
            <span className={styles.stepNumber} aria-hidden="true">
              {step < current || (confirmed && step < 4) ? '✓' : step}
            </span>
            <span className={styles.stepLabel}>
              <span className="visually-hidden">Step {step}: </span>
              {label}
            </span>
          </>
        )
        return (
          <li key={label} aria-current={isCurrent ? 'step' : undefined} data-done={step < current || confirmed}>
            {reachable ? (
              <Link href={checkoutHref(token, step)} className={styles.stepItem}>
                {content}
              </Link>
            ) : (
              <span className={styles.stepItem}>{content}</span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
