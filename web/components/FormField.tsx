import type { ReactNode } from 'react'
import styles from './Form.module.css'

export type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type Props = {
  id: string
  label: ReactNode
  error?: string
  hint?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled form control with its hint and its error next to it. The error is an alert,
 * so a screen reader announces it when it appears, and the control points to both texts.
 */
export function FormField({ id, label, error, hint, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
