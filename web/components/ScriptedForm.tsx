import type { ComponentProps } from 'react'

/**
 * A form that only its code sends: every lead form and checkout step (docs/behaviour.md, "Forms":
 * before their code). Its code checks the fields itself, so the browser's own checks are off. A
 * form with no method, submitted before its code runs (a slow phone still loading the page, a form
 * whose code loads on demand), is sent by the browser to the page's own address with every field
 * in the query: the visitor's name, e-mail and phone in the address bar, the history and the
 * analytics, and nothing reaches the sales team. Outside a `<dialog>`, `method="dialog"` makes the
 * browser's own submit do nothing: the fields keep what was typed until the code can send them.
 * Once it runs, the form's handler cancels the browser's submit and sends the form itself.
 */
export function ScriptedForm(props: Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate'>) {
  return <form method="dialog" noValidate {...props} />
}
