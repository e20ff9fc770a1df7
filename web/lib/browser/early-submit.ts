/**
 * A submit before the page's code runs (components/ScriptedForm.tsx): an inline script at the end
 * of the document (components/SiteDocument.tsx) notes it on the form (`data-early-submit`), unless
 * the form's code already runs (`data-scripted`), and the form submits itself once its code runs.
 * Inline and tiny, so it works as soon as the page's HTML is in, before any script file has
 * arrived.
 */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit'
export const SCRIPTED_FORM_READY_ATTRIBUTE = 'data-scripted'

export const EARLY_SUBMIT_SCRIPT = `addEventListener("submit",function(e){var f=e.target;if(f&&f.getAttribute&&f.getAttribute("method")==="dialog"&&!f.hasAttribute("${SCRIPTED_FORM_READY_ATTRIBUTE}"))f.setAttribute("${EARLY_SUBMIT_ATTRIBUTE}","")},true)`
