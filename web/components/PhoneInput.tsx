'use client'

import type { Ref } from 'react'
import { maskPhone } from '@/lib/mask'
import type { ControlProps } from './FormField'

type Props = ControlProps & {
  name: string
  value: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  ref?: Ref<HTMLInputElement>
}

/**
 * A phone field with the +1 input mask (docs/behaviour.md, "Forms"); other international numbers
 * stay as typed.
 */
export function PhoneInput({ value, onChange, ...props }: Props) {
  return (
    <input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+1 (555) 010-0000"
      value={value ?? ''}
      onChange={(event) => onChange(maskPhone(event.target.value))}
    />
  )
}
