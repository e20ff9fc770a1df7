import styles from './Logo.module.css'

type Props = {
  /** `dark` is the navy logo for light backgrounds, `light` the white one for navy. */
  tone: 'dark' | 'light'
  /** Where the logo sits, so tests and styles can tell the header's from the footer's. */
  placement: string
}

function Emblem() {
  return (
    <svg viewBox="0 0 40 40" className={styles.emblem} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M20 2c-7 6-7 30 0 36M20 2c7 6 7 30 0 36" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M4 24c9-3 21-9 33-17l-3 7c-9 5-19 10-30 10z" fill="var(--logo-accent)" />
    </svg>
  )
}

/**
 * The brand mark. Both variants are rendered; CSS shows the small one below 768 px
 * (docs/behaviour.md, "Footer"), so the right one is there before any JavaScript runs and nothing
 * shifts.
 */
export function Logo({ tone, placement }: Props) {
  return (
    <span className={`${styles.logo} ${styles[tone]}`} data-logo={placement}>
      <span className={styles.full} data-variant="full">
        <Emblem />
        <span className={styles.wordmark}>
          {/* The space keeps the words apart for assistive technology, which reads "Meridian Business Travel". */}
          <span className={styles.name}>Meridian</span> <span className={styles.tagline}>Business Travel</span>
        </span>
      </span>
      <span className={styles.small} data-variant="small">
        <Emblem />
        <span className={styles.name}>Meridian</span>
      </span>
    </span>
  )
}
