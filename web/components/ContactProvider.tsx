'use client'

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { ContactForm } from './ContactForm'
import { Modal } from './Modal'

type ContactContextValue = { openContact: () => void }

const ContactContext = createContext<ContactContextValue | null>(null)

/** Any "Contact us" control on the page opens the one contact modal through this hook. */
export function useContact(): ContactContextValue {
  const value = useContext(ContactContext)
  if (!value) throw new Error('useContact must be used inside <ContactProvider>')
  return value
}

/**
 * Holds the header's contact modal (docs/behaviour.md, "Modals"): open/closed; on a successful
 * submit it closes and the thank-you modal opens.
 */
export function ContactProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<'closed' | 'form' | 'thanks'>('closed')
  const openContact = useCallback(() => setView('form'), [])
  const close = useCallback(() => setView('closed'), [])
  const value = useMemo(() => ({ openContact }), [openContact])

  return (
    <ContactContext.Provider value={value}>
      {children}
      <Modal
        open={view === 'form'}
        onClose={close}
        title="Contact our travel experts"
        text="Tell us where you are flying and an expert will call or e-mail you with fares."
      >
        <ContactForm onSubmitted={() => setView('thanks')} />
      </Modal>
      <Modal
        open={view === 'thanks'}
        onClose={close}
        title="Thank you for submitting the form"
        text="Our experts will contact you soon"
      />
    </ContactContext.Provider>
  )
}

/** A button that opens the contact modal; styled by the caller. */
export function ContactButton({
  className,
  children,
  label,
}: {
  className?: string
  children: ReactNode
  label?: string
}) {
  const { openContact } = useContact()
  return (
    <button type="button" className={className} onClick={openContact} aria-label={label} aria-haspopup="dialog">
      {children}
    </button>
  )
}
