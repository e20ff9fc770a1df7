import { Emblem } from './Emblem'
import styles from './Logo.module.css'

type Props = {
  /** `dark` is the navy logo for light backgrounds, `light` the white one for navy. */
  tone: 'dark' | 'light'
  /** Where the logo sits, so tests and styles can tell the header's from the footer's. */
  placement: string
}

/**
 * What every logo shows, made once: React sends an element it has sent before as a reference to
 * the first, so the footer's logo costs the page's data a few bytes, not the emblem and words again
 * (docs/performance.md, "Page weight").
 */
const MARK = (
  <>
    <Emblem className={styles.emblem} />
    <span className={styles.full} data-variant="full">
      {/* The space keeps the words apart for assistive technology, which reads "Meridian Business Travel". */}
      <span className={styles.name}>Meridian</span> <span className={styles.tagline}>Business Travel</span>
    </span>
    <span className={styles.small} data-variant="small">
      <span className={styles.name}>Meridian</span>
    </span>
  </>
)

/**
 * The brand mark. Both variants of the words are rendered; CSS shows the small one below 768 px
 * (docs/behaviour.md, "Footer"), so the right one is there before any JavaScript runs and nothing
 * shifts. They share one emblem, which CSS sizes per variant: an inline SVG is repeated in the
 * page's data too (docs/performance.md, "Page weight").
 */
export function Logo({ tone, placement }: Props) {
  return (
    <span className={`${styles.logo} ${styles[tone]}`} data-logo={placement}>
      {MARK}
    </span>
  )
}
