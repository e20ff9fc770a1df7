'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The step's heading, which takes focus when the step appears, so a keyboard or screen-reader
 * user moving between steps starts at the top of the new one.
 */
export function StepHeading({ step, children, className }: { step: number; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  // Moving from one step to the next keeps this component mounted: the step says when to move focus.
  useEffect(() => {
    ref.current?.focus()
  }, [step])
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  )
}
