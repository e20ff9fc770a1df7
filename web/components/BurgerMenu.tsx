'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { HEADER_LINKS } from '@/lib/navigation'
import { useContact } from './ContactProvider'
import styles from './BurgerMenu.module.css'
import { Link } from './Link'

/**
 * The burger menu outside checkout (docs/behaviour.md, "Header"): the site's links (the only
 * navigation on small screens) and the contact form option. Escape, a click outside or choosing an
 * entry closes it and focus returns to the button. It takes the header's links from lib/navigation
 * itself: passed as props, they would be written once more into every page's data
 * (docs/performance.md, "Page weight").
 */
export function BurgerMenu() {
  const [open, setOpen] = useState(false)
  const { openContact, prepareContact } = useContact()
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} data-open={open} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      {/* Its entries are rendered while it is open only: closed, they would be in every page's HTML
          for nothing (docs/performance.md, "Page weight"). The panel stays for aria-controls. */}
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <>
            <nav aria-label="Menu">
              <ul className={styles.list}>
                {HEADER_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} onClick={() => setOpen(false)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <button
              type="button"
              className={`button button--primary ${styles.contact}`}
              aria-haspopup="dialog"
              onPointerEnter={prepareContact}
              onFocus={prepareContact}
              onClick={() => {
                setOpen(false)
                openContact()
              }}
            >
              Contact form
            </button>
          </>
        ) : null}
      </div>
    </div>
  )
}
