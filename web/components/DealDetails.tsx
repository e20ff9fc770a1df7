import { TRIP_TYPE_TITLES } from '@meridian/schemas/vocabulary'
import type { Product } from 'schema-dts'
import { env } from '@/lib/env'
import { CABIN_LABELS, TRIP_TYPE_LABELS, formatBlackoutDates, formatDate, formatUsd } from '@/lib/format'
import type { Deal } from '@/lib/content/deal'
import { editing } from '@/lib/sanity/editing'
import { BookDealButton } from './BookDealButton'
import { Breadcrumbs } from './Breadcrumbs'
import { DealGrid } from './DealGrid'
import { JsonLd } from './JsonLd'
import { Link } from './Link'
import { PhoneLink } from './PhoneLink'
import { RichText } from './RichText'
import { SanityImage } from './SanityImage'
import styles from './DealDetails.module.css'
import { Fact } from '@/components/Fact'

type Props = {
  deal: Deal
  phone: { digits?: string | null; formatted?: string | null } | null
}

/**
 * One deal: the fare box a traveller acts on, the route facts, the editor's copy, an Offer. A
 * deal that has ended says so first, right under the hero, shows its fare with nothing to act on
 * but a request, and offers the current deals on its route or in its region (docs/behaviour.md,
 * "Deals that end"). Texts are single strings where they can be: adjacent ones cost a `<!-- -->`
 * each in the HTML (docs/performance.md, "Page weight").
 */
export async function DealDetails({ deal, phone }: Props) {
  const edit = (await editing())(deal, 'deal')
  const bookable = deal.onSale && Boolean(deal.fareFrom)
  const fare = deal.fareFrom ?? 0
  const saving = deal.publishedFare ? deal.publishedFare - fare : 0
  const tripType = TRIP_TYPE_LABELS[deal.tripType ?? 'round-trip']
  const cabin = CABIN_LABELS[deal.cabin ?? 'business']
  const canonical = `/all-deals/${deal.slug}`
  const blackoutText = formatBlackoutDates(deal.blackoutDates)
  const requestHref = `/flight?${new URLSearchParams({
    deal: deal.slug ?? '',
    from: deal.origin?.iata ?? '',
    to: deal.destination?.iata ?? '',
    cabin: deal.cabin ?? '',
    trip: deal.tripType ?? '',
  })}`
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Best deals', href: '/business-class-flights-alldeals' },
          ...(deal.region ? [{ name: deal.region.name ?? '', href: `/region/${deal.region.slug}` }] : []),
          { name: deal.title ?? '', href: canonical },
        ]}
      />
      <article>
        <header className={styles.hero}>
          <SanityImage image={deal.image} fill priority sizes="100vw" decorative edit={edit('image')} />
          <div className={`container ${styles.heroInner}`}>
            <p className="eyebrow" {...edit('cabin')}>
              {`${cabin} · ${tripType}`}
            </p>
            <h1 className={styles.title} {...edit('title')}>
              {deal.title}
            </h1>
            <p className={styles.route} {...edit('destination')}>
              {`${deal.origin?.city ?? ''} (${deal.origin?.iata ?? ''}) → ${deal.destination?.city ?? ''} (${deal.destination?.iata ?? ''})`}
            </p>
          </div>
        </header>

        {bookable ? null : (
          <div className="container">
            <p className={styles.unbookable} role="status">
              This offer has ended: the fare can no longer be booked online. Ask us for a similar fare
              {deal.related.length > 0 ? ', or see the current deals below' : ''}.
            </p>
          </div>
        )}

        <div className={`container ${styles.layout}`}>
          <div>
            {deal.excerpt ? (
              <p className={styles.lead} {...edit('excerpt')}>
                {deal.excerpt}
              </p>
            ) : null}
            {/* The description's own headings are h3s: this names the part they belong to. */}
            <h2 className="visually-hidden">About this deal</h2>
            <dl className={styles.facts}>
              <Fact term="Airline" edit={edit('airlines')}>
                {deal.airlines?.map((airline, index) => (
                  <span key={index}>
                    {index > 0 ? ', ' : null}
                    <Link href={`/airlines/${airline.slug}`}>{airline.name}</Link>
                    {airline.cabinName ? ` (${airline.cabinName})` : null}
                  </span>
                ))}
              </Fact>
              <Fact term="Cabin">{cabin}</Fact>
              <Fact term="Trip">{TRIP_TYPE_TITLES[deal.tripType ?? 'round-trip']}</Fact>
              {deal.travelWindow?.start && deal.travelWindow.end ? (
                <Fact term="Travel window" edit={edit('travelWindow')}>
                  {`${formatDate(deal.travelWindow.start)} – ${formatDate(deal.travelWindow.end)}`}
                </Fact>
              ) : null}
              {blackoutText ? (
                <Fact term="Blackout dates" edit={edit('blackoutDates')}>
                  {blackoutText}
                </Fact>
              ) : null}
              {deal.city ? (
                <Fact term="Destination guide" edit={edit('city')}>
                  <Link href={`/city/${deal.city.slug}`}>{`Business class to ${deal.city.name ?? ''}`}</Link>
                </Fact>
              ) : null}
            </dl>
            <RichText value={deal.body} edit={edit('body')} />
          </div>

          <aside className={styles.fareBox} aria-labelledby="fare-title">
            <h2 id="fare-title" className={styles.fareTitle}>
              {bookable ? 'Fare from' : 'Fare when on sale'}
            </h2>
            <p className={bookable ? styles.fare : styles.pastFare} {...edit('fareFrom')}>
              {formatUsd(fare)}
            </p>
            <p className={styles.fareTerms}>{`${tripType} per person, taxes and fees included`}</p>
            {/* No saving or scarcity to act on for a fare that can no longer be booked. */}
            {bookable && deal.publishedFare ? (
              <p className={styles.saving} {...edit('publishedFare')}>
                Published fare <s>{formatUsd(deal.publishedFare)}</s>
                {` — you save ${formatUsd(saving)}`}
              </p>
            ) : null}
            {bookable && deal.fareCheckedAt ? (
              <p className="note" {...edit('fareCheckedAt')}>
                {`Fare checked on ${formatDate(deal.fareCheckedAt)}. Seats at this price are limited.`}
              </p>
            ) : null}
            {bookable && deal.slug ? <BookDealButton slug={deal.slug} /> : null}
            <Link
              href={requestHref}
              className={`button ${bookable ? 'button--secondary' : 'button--primary'} ${styles.fareButton}`}
            >
              Request this fare
            </Link>
            <PhoneLink phone={phone} className={`button button--secondary ${styles.fareButton}`} />
          </aside>
        </div>
      </article>

      {deal.related.length > 0 ? (
        <section className="section section--muted" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">
              {`${deal.onSale ? 'More deals' : 'Current deals'} ${deal.region ? `to ${deal.region.name ?? ''}` : ''}`}
            </h2>
            <DealGrid deals={deal.related} />
          </div>
        </section>
      ) : null}

      {/* What Google's product results read: no category or offer description, which no search
          engine shows and which the page's data carried twice (docs/performance.md). */}
      <JsonLd<Product>
        data={{
          '@type': 'Product',
          name: deal.title ?? '',
          description: deal.excerpt ?? undefined,
          offers: {
            '@type': 'Offer',
            price: fare,
            priceCurrency: 'USD',
            availability: bookable ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
            url: new URL(canonical, env.SITE_URL).href,
            priceValidUntil: deal.travelWindow?.end ?? undefined,
          },
        }}
      />
    </>
  )
}
