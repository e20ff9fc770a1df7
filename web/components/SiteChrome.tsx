import type { ReactNode } from 'react'
import { getFooterDestinations, getSettings } from '@/lib/content/settings'
import { ContactProvider } from './ContactProvider'
import { Footer } from './Footer'
import { Header } from './Header'

/** Header, main and footer of every page outside checkout, the 404 page included. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const [settings, destinations] = await Promise.all([getSettings(), getFooterDestinations()])
  return (
    <ContactProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header settings={settings} />
      <main id="main">{children}</main>
      <Footer settings={settings} destinations={destinations} />
    </ContactProvider>
  )
}
