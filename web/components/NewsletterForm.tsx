import styles from './NewsletterForm.module.css'

/** The footer's newsletter signup (§2); its submission arrives with the forms issue. */
export function NewsletterForm() {
  return (
    <form className={styles.form} noValidate aria-labelledby="newsletter-title">
      <p id="newsletter-title" className={styles.title}>
        Fare alerts in your inbox
      </p>
      <p className={styles.text}>Hand-picked business-class deals, once a week. Unsubscribe any time.</p>
      <div className={styles.row}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          E-mail address
        </label>
        <input id="newsletter-email" name="email" type="email" autoComplete="email" placeholder="you@example.com" />
        <button type="submit" className="button button--primary">
          Subscribe
        </button>
      </div>
    </form>
  )
}
