'use client'

/* eslint-disable @next/next/no-img-element -- logos are plain <img> elements (components/SanityImage.tsx) */
import { Fragment } from 'react'
import { LOGO_SIZES } from '@/lib/constants'
import type { ChromeLink, ChromeLogo, FooterContact, FooterContent } from '@/lib/content/chrome'
import { FOOTER_LINKS } from '@/lib/navigation'
import { CookieSettingsButton } from './ConsentBanner'
import { Link } from './Link'
import { Logo } from './Logo'
import { NewsletterForm } from './NewsletterForm'
import { PhoneLink } from './PhoneLink'
import styles from './Footer.module.css'

function Contacts({ contact }: { contact: FooterContact }) {
  const { edits } = contact
  return (
    <address className={styles.contacts}>
      <span {...edits?.address}>
        {contact.address.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </span>
      <PhoneLink phone={contact.phone} className={styles.contactLink} edit={edits?.salesPhone} />
      <a href={`mailto:${contact.email}`} className={styles.contactLink} {...edits?.contactEmail}>
        {contact.email}
      </a>
    </address>
  )
}

function Legal({ contact }: { contact: FooterContact }) {
  return (
    <div className={styles.legal}>
      <p {...contact.edits?.copyrightYears}>{contact.copyright}</p>
      <p {...contact.edits?.licence}>{contact.licence}</p>
      <p>
        <CookieSettingsButton className={styles.linkButton} />
      </p>
    </div>
  )
}

/** A logo and its name; the name says who it is, so the image is decorative. */
function LogoItem({ logo }: { logo: ChromeLogo }) {
  const content = (
    <>
      {logo.src ? <img alt="" src={logo.src} srcSet={logo.srcSet} {...LOGO_SIZES.footer} loading="lazy" /> : null}
      <span>{logo.name}</span>
    </>
  )
  return logo.href ? (
    <Link href={logo.href} className={styles.footerLogo} {...logo.edit}>
      {content}
    </Link>
  ) : (
    <span className={styles.footerLogo}>{content}</span>
  )
}

function LinkList({ links }: { links: ChromeLink[] }) {
  return (
    <ul>
      {links.map((link, index) => (
        <li key={index}>
          <Link href={link.href} {...link.edit}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The footer (docs/behaviour.md, "Footer"). A client component for the reason the header is one
 * (components/Header.tsx): its markup comes from the cached script, the page's data carries only
 * the settings, logos and destinations it shows. The checkout's footer (content without `lists`)
 * leaves out the logos, the lists and the newsletter, and uses the dark logo.
 */
export function Footer({ content }: { content: FooterContent }) {
  const { contact, lists } = content
  if (!lists) {
    return (
      <footer className={`${styles.footer} ${styles.checkout}`}>
        <div className={`container ${styles.checkoutInner}`}>
          <Logo tone="dark" placement="footer" />
          <Contacts contact={contact} />
          <Legal contact={contact} />
        </div>
      </footer>
    )
  }

  return (
    <footer className={styles.footer}>
      {/* Logos 60 px wide, 40 px below 768 px, so the 2x file serves both (docs/behaviour.md, "Footer"). */}
      <div className={styles.logos}>
        <div className="container">
          <ul className={styles.logoRow} aria-label="Partners">
            {lists.partners.map((partner, index) => (
              <li key={index} {...partner.edit}>
                <LogoItem logo={partner} />
              </li>
            ))}
          </ul>
          <ul className={styles.logoRow} aria-label="Airlines we book">
            {lists.airlines.map((airline, index) => (
              <li key={index}>
                <LogoItem logo={airline} />
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`container ${styles.columns}`}>
        <div className={styles.brand}>
          <Logo tone="light" placement="footer" />
          <Contacts contact={contact} />
        </div>

        <nav aria-label="Footer" className={styles.column}>
          <p className={styles.heading}>Company</p>
          <LinkList links={FOOTER_LINKS} />
        </nav>

        <details className={styles.column} open data-list="destinations">
          <summary className={styles.heading}>Destinations</summary>
          <LinkList links={lists.regions} />
        </details>

        <details className={styles.column} open data-list="top-cities">
          <summary className={styles.heading}>Top cities</summary>
          <LinkList links={lists.cities} />
        </details>

        <div className={styles.newsletter}>
          <NewsletterForm />
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <Legal contact={contact} />
      </div>
    </footer>
  )
}
