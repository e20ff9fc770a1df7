/**
 * Attributes of a form that only its code sends: every lead form and checkout step
 * (docs/behaviour.md, "Forms": before their code). A form with no method, submitted before its
 * code runs (a slow phone still loading the page, a form whose code loads on demand), is sent by
 * the browser to the page's own address with every field in the query: the visitor's name,
 * e-mail and phone in the address bar, the history and the analytics, and nothing reaches the
 * sales team. Outside a `<dialog>`, `method="dialog"` makes the browser's own submit do nothing:
 * the fields keep what was typed until the code can send them. Once it runs, the form's handler
 * cancels the browser's submit and sends the form itself.
 */
export const SENT_BY_ITS_CODE = { method: 'dialog' } as const
