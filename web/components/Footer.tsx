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
        {address?.city}
        {address?.region ? `, ${address.region}` : ''} {address?.postalCode}
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
      <p {...edit('copyrightYears')}>
        © {settings.copyrightYears} {settings.title}. All rights reserved.
      </p>
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
      <div className={styles.logos}>
        <div className="container">
          <ul className={styles.logoRow} aria-label="Partners">
            {settings.partners?.map((partner) => (
              <li key={partner._key} {...edit(`partners[_key=="${partner._key}"]`)}>
                <FooterLogo image={partner.image} name={partner.name} />
              </li>
            ))}
          </ul>
          <ul className={styles.logoRow} aria-label="Airlines we book">
            {settings.footerAirlines?.map((airline) => (
              <li key={airline._id}>
                <Link href={`/airlines/${airline.slug}`} {...editDocument(airline, 'airline')('logo')}>
                  <FooterLogo image={airline.logo} name={airline.name} />
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
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <details className={styles.column} open data-list="destinations">
          <summary className={styles.heading}>Destinations</summary>
          <ul>
            {destinations.regions.map((region) => (
              <li key={region._id}>
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
            {destinations.cities.map((city) => (
              <li key={city._id}>
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

/**
 * A partner or airline logo beside its name: 60 px wide, 40 px below 768 px (docs/behaviour.md,
 * "Footer"), so the 2x file serves both. The name says who it is; the image is decorative.
 */
function FooterLogo({ image, name }: { image: Parameters<typeof SanityImage>[0]['image']; name: string | null }) {
  return (
    <span className={styles.footerLogo}>
      <SanityImage image={image} width={60} height={20} decorative />
      <span>{name}</span>
    </span>
  )
}
