import type { ReactNode } from 'react'
import { getFooterContent, getHeaderContent } from '@/lib/content/chrome'
import { ContactProvider } from './ContactProvider'
import { Footer } from './Footer'
import { Header } from './Header'

/** Header, main and footer of every page outside checkout, the 404 page included. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const [header, footer] = await Promise.all([getHeaderContent(), getFooterContent()])
  return (
    <ContactProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header content={header} />
      <main id="main">{children}</main>
      <Footer content={footer} />
    </ContactProvider>
  )
}
