import Link from 'next/link'
import { SITE_SETTINGS, type FooterDestinations as Destinations, type Settings } from '@/lib/content/settings'
import { FOOTER_LINKS } from '@/lib/navigation'
import { editing, type EditField } from '@/lib/sanity/editing'
import { CookieSettingsButton } from './ConsentBanner'
import { Logo } from './Logo'
import { NewsletterForm } from './NewsletterForm'
import { PhoneLink } from './PhoneLink'
import { SanityImage } from './SanityImage'
import styles from './Footer.module.css'

type Props = {
  settings: Settings
  destinations: Destinations
  /** `checkout` leaves out the partner and airline logos, the lists and the newsletter, and uses the dark logo. */
  variant?: 'default' | 'checkout'
}

function Contacts({ settings, edit }: { settings: Settings; edit: EditField }) {
  const { address } = settings
  return (
    <address className={styles.contacts}>
      <span {...edit('address')}>
        {address?.street}
        <br />
        {`${address?.city ?? ''}${address?.region ? `, ${address.region}` : ''} ${address?.postalCode ?? ''}`}
        <br />
        {address?.country}
      </span>
      <PhoneLink phone={settings.salesPhone} className={styles.contactLink} edit={edit('salesPhone')} />
      <a href={`mailto:${settings.contactEmail}`} className={styles.contactLink} {...edit('contactEmail')}>
        {settings.contactEmail}
      </a>
    </address>
  )
}

function Legal({ settings, edit }: { settings: Settings; edit: EditField }) {
  return (
    <div className={styles.legal}>
      <p
        {...edit('copyrightYears')}
      >{`© ${settings.copyrightYears ?? ''} ${settings.title ?? ''}. All rights reserved.`}</p>
      <p {...edit('licence')}>{settings.licence}</p>
      <p>
        <CookieSettingsButton className={styles.linkButton} />
      </p>
    </div>
  )
}

export async function Footer({ settings, destinations, variant = 'default' }: Props) {
  const editDocument = await editing()
  const edit = editDocument(SITE_SETTINGS, 'siteSettings')
  if (variant === 'checkout') {
    return (
      <footer className={`${styles.footer} ${styles.checkout}`}>
        <div className={`container ${styles.checkoutInner}`}>
          <Logo tone="dark" placement="footer" />
          <Contacts settings={settings} edit={edit} />
          <Legal settings={settings} edit={edit} />
        </div>
      </footer>
    )
  }

  return (
    <footer className={styles.footer}>
      {/* Logos 60 px wide, 40 px below 768 px, so the 2x file serves both; each name beside its
          logo says who it is, so the image is decorative (docs/behaviour.md, "Footer"). */}
      <div className={styles.logos}>
        <div className="container">
          <ul className={styles.logoRow} aria-label="Partners">
            {settings.partners?.map((partner) => (
              <li key={partner._key} {...edit(`partners[_key=="${partner._key}"]`)}>
                <span className={styles.footerLogo}>
                  <SanityImage image={partner.image} width={60} height={20} decorative />
                  <span>{partner.name}</span>
                </span>
              </li>
            ))}
          </ul>
          <ul className={styles.logoRow} aria-label="Airlines we book">
            {settings.footerAirlines?.map((airline, index) => (
              <li key={index}>
                <Link
                  href={`/airlines/${airline.slug}`}
                  className={styles.footerLogo}
                  {...editDocument(airline, 'airline')('logo')}
                >
                  <SanityImage image={airline.logo} width={60} height={20} decorative />
                  <span>{airline.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`container ${styles.columns}`}>
        <div className={styles.brand}>
          <Logo tone="light" placement="footer" />
          <Contacts settings={settings} edit={edit} />
        </div>

        <nav aria-label="Footer" className={styles.column}>
          <p className={styles.heading}>Company</p>
          <ul>
            {FOOTER_LINKS.map((link, index) => (
              <li key={index}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <details className={styles.column} open data-list="destinations">
          <summary className={styles.heading}>Destinations</summary>
          <ul>
            {destinations.regions.map((region, index) => (
              <li key={index}>
                <Link href={`/region/${region.slug}`} {...editDocument(region, 'region')('name')}>
                  {region.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>

        <details className={styles.column} open data-list="top-cities">
          <summary className={styles.heading}>Top cities</summary>
          <ul>
            {destinations.cities.map((city, index) => (
              <li key={index}>
                <Link href={`/city/${city.slug}`} {...editDocument(city, 'city')('name')}>
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>

        <div className={styles.newsletter}>
          <NewsletterForm />
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <Legal settings={settings} edit={edit} />
      </div>
    </footer>
  )
}
