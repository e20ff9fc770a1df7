/**
 * Third-party scripts (analytics, a pixel, chat widgets; docs/behaviour.md, "Third parties") are
 * loaded without blocking rendering: `loadScriptOnce` inserts an async, deferred `<script>` into
 * `<head>` once per `src` and document, and returns a promise of its load. Calls while it loads, or
 * after, get the same promise. A script that fails to load is removed and forgotten, so a later
 * call can try again. Scripts already in the page's HTML are not looked for: load them through here
 * only.
 */

/** Extra attributes; `true` writes a bare attribute, `false` or undefined none. */
export type ScriptAttributes = Record<string, string | boolean | undefined>

const loaded = new WeakMap<Document, Map<string, Promise<HTMLScriptElement>>>()

export function loadScriptOnce(
  src: string,
  attrs: ScriptAttributes = {},
  doc: Document | undefined = typeof window === 'undefined' ? undefined : window.document,
): Promise<HTMLScriptElement> {
  if (!doc) return Promise.reject(new Error(`loadScriptOnce(${src}): no document (server rendering)`))
  let scripts = loaded.get(doc)
  if (!scripts) loaded.set(doc, (scripts = new Map()))
  const known = scripts.get(src)
  if (known) return known

  const script = doc.createElement('script')
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) script.setAttribute(name, '')
    else if (typeof value === 'string') script.setAttribute(name, value)
  }
  script.async = true
  script.defer = true
  script.src = src
  const promise = new Promise<HTMLScriptElement>((resolve, reject) => {
    script.addEventListener('load', () => resolve(script), { once: true })
    script.addEventListener(
      'error',
      () => {
        scripts.delete(src)
        script.remove()
        reject(new Error(`Failed to load script ${src}`))
      },
      { once: true },
    )
  })
  scripts.set(src, promise)
  ;(doc.head ?? doc.documentElement).append(script)
  return promise
}
