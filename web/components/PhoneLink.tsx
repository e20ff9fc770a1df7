import type { EditAttributes } from '@/lib/sanity/editing'

export type Phone = { digits?: string | null; formatted?: string | null } | null | undefined

/**
 * Click-to-call: the digits form in the tel: link, the formatted +1 form on screen
 * (docs/behaviour.md, "Header"). Its phone icon is drawn by globals.css on `[data-phone]`, not
 * inline: a page has four or more of these links (docs/performance.md, "Page weight").
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
  edit?: EditAttributes
}) {
  if (!phone?.digits || !phone.formatted) return null
  return (
    <a
      href={`tel:+${phone.digits}`}
      className={className}
      data-phone
      {...edit}
      {...(compact ? { 'aria-label': `Call ${phone.formatted}` } : {})}
    >
      {compact ? null : <span>{phone.formatted}</span>}
    </a>
  )
}
