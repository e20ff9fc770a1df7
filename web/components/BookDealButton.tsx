import styles from './DealDetails.module.css'

/**
 * "Book this deal": a plain form, so it works before (or without) JavaScript. The server
 * starts a booking and answers with a 303 to its checkout link.
 */
export function BookDealButton({ slug }: { slug: string }) {
  return (
    <form action="/api/checkout" method="post" className={styles.bookForm}>
      <input type="hidden" name="deal" value={slug} />
      <button type="submit" className={`button button--primary ${styles.fareButton}`}>
        Book this deal
      </button>
    </form>
  )
}
