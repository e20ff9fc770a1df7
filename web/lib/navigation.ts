/** Header and footer links (docs/behaviour.md, "Header", "Footer"; the anchor is spelled `how-it-woks`). */
export type NavLink = { label: string; href: string }

export const HEADER_LINKS: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Best Deals', href: '/business-class-flights-alldeals' },
  { label: 'How it Works', href: '/#how-it-woks' },
  { label: 'Reviews', href: '/#reviews' },
  { label: 'Airlines', href: '/airlines' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/#faq' },
]

export const FOOTER_LINKS: NavLink[] = [
  { label: 'About us', href: '/about-us' },
  { label: 'Best deals', href: '/business-class-flights-alldeals' },
  { label: 'How it works', href: '/#how-it-woks' },
  { label: 'Reviews', href: '/#reviews' },
  { label: 'FAQ', href: '/#faq' },
  { label: 'Blog', href: '/blog' },
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Terms and conditions', href: '/terms-and-conditions' },
  { label: 'Refunds policy', href: '/refunds-policy' },
]
