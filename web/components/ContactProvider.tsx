'use client'

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { Modal } from './Modal'

/**
 * The contact form's code (a form library, its schema, the phone mask) is fetched when a visitor
 * reaches for a "Contact us" control, not with every page (docs/performance.md).
 */
const loadContactForm = () => import('./ContactForm')
const ContactForm = lazy(() => loadContactForm().then((module) => ({ default: module.ContactForm })))

type ContactContextValue = {
  openContact: () => void
  /** Starts fetching the form's code: call it when a visitor points at or focuses a contact control. */
  prepareContact: () => void
}

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
  // Once opened, the form stays mounted, so closing and reopening keeps what was typed.
  const [wanted, setWanted] = useState(false)
  const openContact = useCallback(() => {
    setWanted(true)
    setView('form')
  }, [])
  const prepareContact = useCallback(() => void loadContactForm(), [])
  const close = useCallback(() => setView('closed'), [])
  const value = useMemo(() => ({ openContact, prepareContact }), [openContact, prepareContact])

  return (
    <ContactContext.Provider value={value}>
      {children}
      <Modal
        open={view === 'form'}
        onClose={close}
        title="Contact our travel experts"
        text="Tell us where you are flying and an expert will call or e-mail you with fares."
      >
        {wanted ? (
          <Suspense fallback={<p aria-busy="true">Loading the form…</p>}>
            <ContactForm onSubmitted={() => setView('thanks')} />
          </Suspense>
        ) : null}
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
  const { openContact, prepareContact } = useContact()
  return (
    <button
      type="button"
      className={className}
      onClick={openContact}
      onPointerEnter={prepareContact}
      onFocus={prepareContact}
      aria-label={label}
      aria-haspopup="dialog"
    >
      {children}
    </button>
  )
}
