import type { TravelAgency } from 'schema-dts'
import { CallBanner } from '@/components/CallBanner'
import { DealGrid } from '@/components/DealGrid'
import { FaqList } from '@/components/FaqList'
import { Link } from '@/components/Link'
import { FlightRequestForm } from '@/components/OnDemandForms'
import { JsonLd } from '@/components/JsonLd'
import { PageSection } from '@/components/PageSection'
import { PhoneLink } from '@/components/PhoneLink'
import { SanityImage } from '@/components/SanityImage'
import { Stars } from '@/components/Stars'
import { getHomePage, HOME_PAGE, homePageMetadata } from '@/lib/content/home'
import { getFooterDestinations, getSettings } from '@/lib/content/settings'
import { env, publicRuntimeConfig } from '@/lib/env'
import { formatShortDate } from '@/lib/format'
import { editing } from '@/lib/sanity/editing'
import styles from './home.module.css'

export const generateMetadata = homePageMetadata

export default async function HomePage() {
  const [home, settings, destinations, editDocument] = await Promise.all([
    getHomePage(),
    getSettings(),
    getFooterDestinations(),
    editing(),
  ])
  const edit = editDocument(HOME_PAGE, 'homePage')
  const reviews = home.reviews ?? []
  const ratingAverage = reviews.reduce((sum, review) => sum + (review.rating ?? 0), 0) / (reviews.length || 1)

  return (
    <>
      <section className={styles.hero}>
        <SanityImage image={home.heroImage} fill priority sizes="100vw" decorative edit={edit('heroImage')} />
        <div className={`container ${styles.heroInner}`}>
          <div>
            <p className="eyebrow">Business &amp; first class for less</p>
            <h1 className={styles.heroTitle} {...edit('heroTitle')}>
              {home.heroTitle}
            </h1>
            <p className={styles.heroText} {...edit('heroText')}>
              {home.heroText}
            </p>
            <div className={styles.heroActions}>
              <Link href="/business-class-flights-alldeals" className="button button--light">
                See best deals
              </Link>
            </div>
            <p className={styles.heroCall}>
              Or call an expert now: <PhoneLink phone={settings.salesPhone} className={styles.heroPhone} />
            </p>
          </div>
          <div className={`card ${styles.heroForm}`}>
            <h2 className={styles.heroFormTitle}>Get a free quote</h2>
            <FlightRequestForm idPrefix="hero" draftStorage={publicRuntimeConfig.appStateStorage} />
          </div>
        </div>
      </section>

      <PageSection
        titleId="featured-title"
        eyebrow="Featured fares"
        title="This week’s best business-class deals"
        aside={<Link href="/business-class-flights-alldeals">All deals →</Link>}
      >
        <DealGrid deals={home.featuredDeals ?? []} />
      </PageSection>

      <PageSection
        id="how-it-woks"
        titleId="how-title"
        eyebrow="How it works"
        title="Three steps to a better fare"
        muted
      >
        <ol className={styles.steps}>
          {home.howItWorks?.map((step, index) => (
            <li key={step._key} className={styles.step} {...edit(`howItWorks[_key=="${step._key}"]`)}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection titleId="regions-title" eyebrow="Destinations" title="Where would you like to fly?">
        <ul className={styles.regions}>
          {destinations.regions.map((region) => (
            <li key={region._id}>
              <Link href={`/region/${region.slug}`} {...editDocument(region, 'region')('name')}>
                {region.name}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="reviews"
        titleId="reviews-title"
        eyebrow="Reviews"
        title={home.reviewsTitle ?? 'What travellers say'}
        titleEdit={edit('reviewsTitle')}
        muted
        aside={
          <p>
            <Stars rating={Math.round(ratingAverage)} /> {ratingAverage.toFixed(1)} average from {reviews.length} recent
            reviews
          </p>
        }
      >
        <ul className="grid">
          {reviews.map((review) => (
            <li key={review._id} className={styles.review}>
              <figure {...editDocument(review, 'review')('text')}>
                <Stars rating={review.rating ?? 5} />
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>
                  <strong>{review.author}</strong>, {review.location}
                  {review.route ? <span className={styles.reviewRoute}>{review.route}</span> : null}
                  {review.date ? <span className={styles.reviewRoute}>{formatShortDate(review.date)}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="faq"
        titleId="faq-title"
        eyebrow="FAQ"
        title={home.faqTitle ?? 'Frequently asked questions'}
        titleEdit={edit('faqTitle')}
      >
        <FaqList faqs={home.faqs ?? []} />
      </PageSection>

      <CallBanner phone={settings.salesPhone} />

      <JsonLd<TravelAgency>
        data={{
          '@type': 'TravelAgency',
          name: settings.title ?? '',
          url: env.SITE_URL,
          telephone: settings.salesPhone?.formatted ?? undefined,
          email: settings.salesEmail ?? undefined,
          address: {
            '@type': 'PostalAddress',
            streetAddress: settings.address?.street ?? undefined,
            addressLocality: settings.address?.city ?? undefined,
            addressRegion: settings.address?.region ?? undefined,
            postalCode: settings.address?.postalCode ?? undefined,
            addressCountry: settings.address?.country ?? undefined,
          },
          aggregateRating: reviews.length
            ? { '@type': 'AggregateRating', ratingValue: ratingAverage.toFixed(1), reviewCount: reviews.length }
            : undefined,
        }}
      />
    </>
  )
}
