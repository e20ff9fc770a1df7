'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import styles from './Modal.module.css'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  text?: string
  children?: ReactNode
}

/**
 * A modal on the native <dialog>: focus moves in and back, Escape closes, the page behind
 * is inert. Clicking outside the panel or on the close icon closes it; page scrolling is
 * locked while it is open.
 *
 * A modal is rendered from the first time it opens, not before: every page holds closed ones (the
 * contact form's, the thank-you modals), and their markup would be in every page's HTML
 * (docs/performance.md, "Page weight"). Once opened it stays, so it closes the native way (focus
 * goes back where it was) and what was typed into it is kept.
 */
export function Modal({ open, onClose, title, text, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    if (!open) return
    const { overflow } = document.documentElement.style
    document.documentElement.style.overflow = 'hidden'
    return () => {
      document.documentElement.style.overflow = overflow
    }
  }, [open])

  if (!opened) return null
  return (
    // The backdrop is part of the <dialog> box, so a click whose target is the dialog
    // itself landed outside the panel. Keyboard users close it with Escape or the button.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      // The native close event also follows our own close() when `open` turns false; only
      // a close the visitor made (Escape) while we still think it is open is reported.
      onClose={() => {
        if (open) onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.panel}>
        {/* Its cross is drawn by the stylesheet: a page holds several closed modals (docs/performance.md). */}
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close" />
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
      </div>
    </dialog>
  )
}
