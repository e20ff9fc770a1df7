import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styles from './Form.module.css'

/** A consent-style checkbox with its label text and, when refused, the reason beneath it. */
export function CheckboxField({
  id,
  error,
  children,
  ...registration
}: UseFormRegisterReturn & { id: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        {children}
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
