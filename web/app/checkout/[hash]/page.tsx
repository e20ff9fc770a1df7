import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CheckoutHeader } from '@/components/CheckoutHeader'
import { ContactProvider } from '@/components/ContactProvider'
import { Footer } from '@/components/Footer'
import { getFooterDestinations, getSettings } from '@/lib/content'
import styles from './checkout.module.css'

type Props = {
  params: Promise<{ hash: string }>
  searchParams: Promise<{ step?: string }>
}

/** Checkout tokens are unguessable: 16–64 URL-safe characters. Anything else is unknown. */
const HASH = /^[A-Za-z0-9_-]{16,64}$/

const STEPS = ['Your flight', 'Passengers', 'Review', 'Confirmation'] as const

export const metadata: Metadata = {
  title: 'Checkout',
  robots: { index: false, follow: false },
}

/** `/checkout/{hash}`: the reduced checkout chrome around steps 1–4 (a placeholder view). */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const [{ hash }, { step }] = await Promise.all([params, searchParams])
  if (!HASH.test(hash)) notFound()
  const current = Math.min(Math.max(Number.parseInt(step ?? '1', 10) || 1, 1), STEPS.length)
  const [settings, destinations] = await Promise.all([getSettings(), getFooterDestinations()])
  const stepHref = (n: number) => `/checkout/${hash}?step=${n}`

  return (
    <ContactProvider>
      <CheckoutHeader
        settings={settings}
        checkoutStep={current}
        flightType="Round trip"
        flightPassengers="1 adult"
        previousStepHref={stepHref(current - 1)}
      />
      <main id="main" className={`container ${styles.main}`}>
        <ol className={styles.steps} aria-label="Checkout steps">
          {STEPS.map((label, index) => (
            <li key={label} aria-current={index + 1 === current ? 'step' : undefined} data-done={index + 1 < current}>
              <span className={styles.stepNumber}>{index + 1}</span> {label}
            </li>
          ))}
        </ol>
        <h1>
          Step {current} of {STEPS.length}: {STEPS[current - 1]}
        </h1>
        <p className="note">
          Booking reference <code>{hash.slice(0, 8).toUpperCase()}</code>. An expert confirms every fare with you before
          anything is charged; this site never asks for card details.
        </p>
      </main>
      <Footer settings={settings} destinations={destinations} variant="checkout" />
    </ContactProvider>
  )
}
