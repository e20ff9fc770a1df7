type EmblemProps = {
  className?: string
  /** Pixels a side, for renderers without CSS (the share cards, lib/seo/share-card-image.tsx). */
  size?: number
  ink?: string
  accent?: string
}

/** The globe and its gold swoosh, in the logo and on the share cards. */
export function Emblem({ className, size, ink = 'currentColor', accent = 'var(--logo-accent)' }: EmblemProps) {
  // Without a size, no width or height at all: given as undefined, both would still be written
  // into every page's data (docs/performance.md, "Page weight").
  const dimensions = size ? { width: size, height: size } : {}
  return (
    <svg viewBox="0 0 40 40" {...dimensions} className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="none" stroke={ink} strokeWidth="2.5" />
      <path d="M20 2c-7 6-7 30 0 36M20 2c7 6 7 30 0 36" fill="none" stroke={ink} strokeWidth="1.6" />
      <path d="M4 24c9-3 21-9 33-17l-3 7c-9 5-19 10-30 10z" fill={accent} />
    </svg>
  )
}
