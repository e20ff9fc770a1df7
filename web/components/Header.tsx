'use client'

/* eslint-disable @next/next/no-img-element -- logos are plain <img> elements (components/SanityImage.tsx) */
import { LOGO_SIZES } from '@/lib/constants'
import type { HeaderContent } from '@/lib/content/chrome'
import { HEADER_LINKS } from '@/lib/navigation'
import { BurgerMenu } from './BurgerMenu'
import { Link } from './Link'
import { Logo } from './Logo'
import { PhoneLink } from './PhoneLink'
import styles from './Header.module.css'

/**
 * The header of every page outside checkout (docs/behaviour.md, "Header"). A client component
 * although nothing in it but the burger menu reacts: drawn from code, its markup is in the
 * cached script, and each page's data carries only the settings it shows (docs/performance.md,
 * "Page weight").
 */
export function Header({ content }: { content: HeaderContent }) {
  const { siteName, phone, memberships, edits } = content
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={`container ${styles.stripInner}`}>
          <div className={styles.memberships}>
            <span>Member of</span>
            <ul aria-label="Memberships">
              {memberships.map((membership, index) => (
                <li key={index} {...membership.edit}>
                  {membership.src ? (
                    <img
                      alt=""
                      src={membership.src}
                      srcSet={membership.srcSet}
                      {...LOGO_SIZES.membership}
                      loading="lazy"
                    />
                  ) : null}
                  <span className={styles.membershipName}>{membership.name}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.call}>
            <span className={styles.callLabel}>Call an expert 24/7</span>
            <PhoneLink phone={phone} className={styles.phone} edit={edits?.salesPhone} />
          </div>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logoLink} aria-label={`${siteName}, home`}>
          <Logo tone="dark" placement="header" />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {HEADER_LINKS.map((link, index) => (
              <li key={index}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link href="/flight" className={`button button--primary ${styles.quote}`}>
            Get a quote
          </Link>
          <PhoneLink phone={phone} className={styles.phoneCompact} compact />
          <BurgerMenu />
        </div>
      </div>
    </header>
  )
}
