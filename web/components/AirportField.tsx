'use client'

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { AirportCombobox } from './AirportCombobox'
import styles from './Form.module.css'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  id: string
  label: string
  placeholder?: string
  error?: string
}

/** An airport picker bound to a form field, with its error next to it. */
export function AirportField<T extends FieldValues>({ control, name, id, label, placeholder, error }: Props<T>) {
  return (
    <div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <AirportCombobox
            ref={field.ref}
            id={id}
            name={field.name}
            label={label}
            placeholder={placeholder}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
          />
        )}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
