/** A star rating read out as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      style={{ color: 'var(--gold-600)', letterSpacing: '0.1em' }}
    >
      {'★'.repeat(rating)}
      <span style={{ color: 'var(--border-strong)' }}>{'★'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  )
}
