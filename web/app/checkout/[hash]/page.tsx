import type { Metadata } from 'next'
import { cache } from 'react'
import { redirect } from 'next/navigation'
import { TRIP_TYPE_TITLES } from '@meridian/schemas/vocabulary'
import { CheckoutHeader } from '@/components/CheckoutHeader'
import { NotFound, notFoundMetadata } from '@/components/NotFound'
import { SiteChrome } from '@/components/SiteChrome'
import { ContactProvider } from '@/components/ContactProvider'
import { Footer } from '@/components/Footer'
import { BookingConfirmation } from '@/components/checkout/BookingConfirmation'
import { BookingExpired } from '@/components/checkout/BookingExpired'
import { BookingReview } from '@/components/checkout/BookingReview'
import { CheckoutSteps } from '@/components/checkout/CheckoutSteps'
import { ContactReviewForm } from '@/components/checkout/ContactReviewForm'
import { PassengersForm } from '@/components/checkout/PassengersForm'
import { StepHeading } from '@/components/checkout/StepHeading'
import { TripForm } from '@/components/checkout/TripForm'
import { TripSummary } from '@/components/checkout/TripSummary'
import styles from '@/components/checkout/Checkout.module.css'
import { now, today as clockToday } from '@/lib/clock'
import { CHECKOUT_STEPS, CHECKOUT_TOKEN_PATTERN, checkoutHref } from '@/lib/checkout/paths'
import { passengerCount, travelDates } from '@/lib/checkout/rules'
import { getDealForBooking } from '@/lib/content/deal'
import { bookingState, getBooking } from '@/lib/checkout/store'
import { getFooterContent } from '@/lib/content/chrome'
import { getSettings } from '@/lib/content/settings'
import { env } from '@/lib/env'
import pageStyles from './checkout.module.css'

type Props = {
  params: Promise<{ hash: string }>
  searchParams: Promise<{ step?: string | string[] }>
}

/** The booking at a link, or null for a link to none; read once per request by the metadata and the page. */
const bookingAt = cache(async (token: string) => (CHECKOUT_TOKEN_PATTERN.test(token) ? getBooking(token) : null))

const robots = { index: false, follow: false }

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const booking = await bookingAt((await params).hash)
  // A link to no booking: Next marks the 404 `noindex` itself.
  return booking ? { title: 'Checkout', robots } : notFoundMetadata
}

/**
 * `/checkout/{token}`: a booking's four steps (`?step=1…4`). The page reads the booking afresh
 * on every request; a link without a step, or with one not reached yet, goes to the furthest
 * step reached; a confirmed booking shows its confirmation on every step. An expired booking
 * shows the "expired" page (proxy.ts gives it the 410 status), an unknown or malformed link the
 * site's 404 page (proxy.ts gives it the 404 status). Not through `notFound()`: in a page rendered
 * per request, Next answers that with an empty error document and draws the 404 page in the
 * browser, so a crawler, a link preview or a screen reader before the scripts would get nothing.
 */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const [{ hash: token }, { step }] = await Promise.all([params, searchParams])
  const booking = await bookingAt(token)
  if (!booking) {
    return (
      <SiteChrome>
        <NotFound />
      </SiteChrome>
    )
  }

  const at = now()
  const today = clockToday(at)
  const state = bookingState(booking, at)
  const [settings, footer] = await Promise.all([getSettings(), getFooterContent('checkout')])
  const tripType = TRIP_TYPE_TITLES[booking.deal.tripType]
  const travellers = booking.trip ? passengerCount(booking.trip) : '1 passenger'

  // The step in the URL, when it is one the traveller may see; otherwise where the booking is.
  const requested = Number(Array.isArray(step) ? step[0] : step)
  const furthest = state === 'confirmed' ? 4 : Math.min(booking.furthestStep, 3)
  const allowed =
    state === 'confirmed' ? requested === 4 : Number.isInteger(requested) && requested >= 1 && requested <= furthest
  if (state !== 'expired' && !allowed) redirect(checkoutHref(token, furthest))
  const shown = state === 'expired' ? furthest : requested

  const chrome = (content: React.ReactNode) => (
    <ContactProvider>
      <CheckoutHeader
        settings={settings}
        checkoutStep={state === 'expired' ? 4 : shown}
        flightType={tripType}
        flightPassengers={travellers}
        previousStepHref={checkoutHref(token, Math.max(1, shown - 1))}
      />
      <main id="main" className={`container ${pageStyles.main}`}>
        {content}
      </main>
      <Footer content={footer} />
    </ContactProvider>
  )

  if (state === 'expired') {
    const deal = await getDealForBooking(booking.deal.slug)
    return chrome(
      <BookingExpired
        reference={booking.reference}
        deal={deal?.slug ? { title: booking.deal.title, slug: deal.slug } : null}
        phone={settings.salesPhone}
      />,
    )
  }

  const version = booking.revision
  const heading = `${CHECKOUT_STEPS[shown - 1]}`
  let body: React.ReactNode
  switch (shown) {
    case 1: {
      const dates = travelDates(booking.deal, today)
      body = dates ? (
        <TripForm
          key={version}
          token={token}
          version={version}
          deal={booking.deal}
          dates={{ start: dates.first, end: dates.last }}
          today={today}
          trip={booking.trip}
        />
      ) : (
        <p className="note" role="status">
          The travel dates of this fare have passed, so it can no longer be booked online. Call us and an expert will
          find you a similar fare.
        </p>
      )
      break
    }
    case 2:
      body = (
        <PassengersForm
          key={version}
          token={token}
          version={version}
          trip={booking.trip!}
          today={today}
          passengers={booking.passengers}
        />
      )
      break
    case 3:
      body = (
        <>
          <BookingReview deal={booking.deal} trip={booking.trip!} passengers={booking.passengers!} editToken={token} />
          <ContactReviewForm
            key={version}
            token={token}
            version={version}
            contact={booking.contact}
            addressSuggestions={Boolean(env.GOOGLE_MAPS_KEY)}
          />
        </>
      )
      break
    default:
      body = (
        <BookingConfirmation
          booking={booking}
          phone={settings.salesPhone}
          email={settings.salesEmail}
          licence={settings.licence}
        />
      )
  }

  return chrome(
    <>
      <CheckoutSteps token={token} current={shown} furthest={booking.furthestStep} confirmed={state === 'confirmed'} />
      <StepHeading step={shown} className={styles.title}>
        <span id="step-title">{shown === 4 ? 'Booking request received' : heading}</span>
      </StepHeading>
      <p className={styles.lead}>
        {booking.deal.title} · booking {booking.reference}
      </p>
      {shown < 4 ? (
        <div className={styles.layout}>
          <aside aria-label="Your itinerary">
            <TripSummary deal={booking.deal} trip={booking.trip} />
          </aside>
          <div className={styles.step}>{body}</div>
        </div>
      ) : (
        <div className={styles.step}>{body}</div>
      )}
    </>,
  )
}
