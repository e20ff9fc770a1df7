type Phone = { digits?: string | null; formatted?: string | null } | null | undefined

/**
 * Click-to-call: the digits form in the tel: link, the formatted +1 form on screen
 * (docs/behaviour.md, "Header").
 */
export function PhoneLink({
  phone,
  className,
  compact,
  edit,
}: {
  phone: Phone
  className?: string
  compact?: boolean
  /** The settings' phone field in draft mode, for click-to-edit (lib/sanity/editing.ts). */
  edit?: string
}) {
  if (!phone?.digits || !phone.formatted) return null
  return (
    <a
      href={`tel:+${phone.digits}`}
      className={className}
      data-phone
      data-sanity={edit}
      aria-label={compact ? `Call ${phone.formatted}` : undefined}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      {compact ? null : <span>{phone.formatted}</span>}
    </a>
  )
}
