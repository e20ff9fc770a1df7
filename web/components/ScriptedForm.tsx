'use client'

import { useEffect, useRef, type ComponentProps, type RefObject } from 'react'
import { EARLY_SUBMIT_ATTRIBUTE, SCRIPTED_FORM_READY_ATTRIBUTE } from '@/lib/browser/early-submit'

/**
 * A form that only its code sends: every lead form and checkout step (docs/behaviour.md, "Forms":
 * before their code). Its code checks the fields itself, so the browser's own checks are off. A
 * form with no method, submitted before its code runs (a slow phone still loading the page, a form
 * whose code loads on demand), is sent by the browser to the page's own address with every field
 * in the query: the visitor's name, e-mail and phone in the address bar, the history and the
 * analytics, and nothing reaches the sales team. Outside a `<dialog>`, `method="dialog"` makes the
 * browser's own submit do nothing: the fields keep what was typed until the code can send them.
 *
 * And it sends them then: a submit before the code runs is noted on the form by an inline script
 * at the end of the document (lib/browser/early-submit.ts), and once the form's code runs it
 * submits the form itself, so the Enter a visitor pressed on a page still loading is not lost.
 */
export function ScriptedForm({
  ref: given,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate' | 'ref'> & {
  ref?: RefObject<HTMLFormElement | null>
}) {
  const own = useRef<HTMLFormElement>(null)
  const ref = given ?? own
  useEffect(() => {
    const form = ref.current
    if (!form) return
    form.setAttribute(SCRIPTED_FORM_READY_ATTRIBUTE, '')
    if (!form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)) return
    form.removeAttribute(EARLY_SUBMIT_ATTRIBUTE)
    form.requestSubmit()
  }, [ref])
  return <form method="dialog" noValidate ref={ref} {...props} />
}
