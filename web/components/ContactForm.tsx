'use client'

import styles from './Form.module.css'

/** The contact form's fields. Validation and delivery to the sales team come with the forms issue. */
export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (event.currentTarget.checkValidity()) onSubmitted()
      }}
    >
      <div className={styles.field}>
        <label htmlFor="contact-name">Full name</label>
        {/* The dialog moves focus to its autofocus field: the first thing a visitor types. */}
        <input id="contact-name" name="name" autoComplete="name" required autoFocus />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">E-mail</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-phone">Phone</label>
        <input id="contact-phone" name="phone" type="tel" autoComplete="tel" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">How can we help?</label>
        <textarea id="contact-message" name="message" rows={3} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="consent" required /> I agree to be contacted by phone or e-mail about my request.
      </label>
      <button type="submit" className="button button--primary">
        Send request
      </button>
    </form>
  )
}
