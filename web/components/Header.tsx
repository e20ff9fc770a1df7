import Link from 'next/link'
import { HEADER_LINKS } from '@/lib/navigation'
import { SITE_SETTINGS, type Settings } from '@/lib/content/settings'
import { editing } from '@/lib/sanity/editing'
import { BurgerMenu } from './BurgerMenu'
import { Logo } from './Logo'
import { PhoneLink } from './PhoneLink'
import { SanityImage } from './SanityImage'
import styles from './Header.module.css'

/** The header of every page outside checkout (docs/behaviour.md, "Header"). */
export async function Header({ settings }: { settings: Settings }) {
  const edit = (await editing())(SITE_SETTINGS, 'siteSettings')
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={`container ${styles.stripInner}`}>
          <div className={styles.memberships}>
            <span>Member of</span>
            <ul aria-label="Memberships">
              {settings.memberships?.map((membership) => (
                <li key={membership._key} {...edit(`memberships[_key=="${membership._key}"]`)}>
                  <SanityImage image={membership.image} width={66} height={22} decorative />
                  <span className={styles.membershipName}>{membership.name}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.call}>
            <span className={styles.callLabel}>Call an expert 24/7</span>
            <PhoneLink phone={settings.salesPhone} className={styles.phone} edit={edit('salesPhone')} />
          </div>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logoLink} aria-label={`${settings.title}, home`}>
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
          <PhoneLink phone={settings.salesPhone} className={styles.phoneCompact} compact />
          <BurgerMenu />
        </div>
      </div>
    </header>
  )
}
