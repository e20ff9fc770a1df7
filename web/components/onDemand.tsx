'use client'

import { Activity, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'

/** What a visitor typed or chose in a server-rendered form before its code arrived, by field name. */
export type TypedBeforeLoad = Record<string, string | boolean>

/** A store that never changes: read only to learn whether React is rendering server HTML (below). */
const neverChanges = () => () => {}

/** Pointer, touch, focus or keys in the component's area: the visitor is about to use it. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** The option the server rendered as chosen: the one marked `selected`, else the first. */
const renderedIndex = (select: HTMLSelectElement) =>
  Math.max(
    0,
    [...select.options].findIndex((option) => option.defaultSelected),
  )

/** A checkbox or radio button: what it holds is whether it is checked, not its `value`. */
const isChoice = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/** Whether a field holds something other than what the server rendered. */
const changed = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  field instanceof HTMLSelectElement
    ? field.selectedIndex !== renderedIndex(field)
    : isChoice(field)
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue

/** Whether any field inside `root`, named or not, holds something other than what the server rendered. */
const changedIn = (root: Element) =>
  [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
  ].some(changed)

/** The named fields inside `root` whose value differs from the one the server rendered. */
function typedIn(root: Element | null): TypedBeforeLoad {
  const typed: TypedBeforeLoad = {}
  for (const element of root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  ) ?? []) {
    if (element.type === 'hidden' || !changed(element)) continue
    if (!isChoice(element)) typed[element.name] = element.value
    else if (element.type === 'radio') {
      if (element.checked) typed[element.name] = element.value
    }
    // A lone checkbox is a yes/no field; a group of them (a list of choices) is left as it was.
    else if (root?.querySelectorAll(`input[name="${CSS.escape(element.name)}"]`).length === 1) {
      typed[element.name] = element.checked
    }
  }
  return typed
}

/**
 * A client component whose HTML is rendered on the server as usual but whose code is loaded only
 * when the visitor is about to use it: the pointer moves over it, a finger touches it, focus or a
 * key press enters it, or `eager` says so (e.g. a saved draft to restore). Until then the
 * server's HTML stays on screen, not hydrated, and the page ships none of its JavaScript
 * (docs/performance.md). Rendered by a client-side navigation, it loads at once.
 *
 * The component receives `typedBeforeLoad`: what the visitor typed into the server's fields before
 * the code arrived, for it to keep (react-hook-form resets its fields to their defaults when it
 * registers them).
 *
 * One instance per page: the loaded component and the moment it was asked for are shared.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P & { typedBeforeLoad?: TypedBeforeLoad }>>,
  { eager }: { eager?: (props: P) => boolean } = {},
): ComponentType<P> {
  let area: Element | null = null
  /** A form the visitor submitted before its code arrived: submitted again once it has. */
  let pendingSubmit: HTMLFormElement | null = null
  let mounted = false
  let open = () => {}
  // The server renders the component's HTML at once; a browser waits to be asked.
  const asked =
    typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (open = () => resolve()))

  const Loaded = lazy(async () => {
    await asked
    const Component = await load()
    function WithTyped(props: P) {
      // Read during the render that takes over the server's fields, before anything resets them.
      const [typed] = useState(() => (typeof window === 'undefined' ? {} : typedIn(area)))
      useEffect(() => {
        mounted = true
        pendingSubmit?.requestSubmit()
        pendingSubmit = null
      }, [])
      return <Component {...props} typedBeforeLoad={typed} />
    }
    return { default: WithTyped }
  })

  /** Shown when React renders the component in the browser without server HTML: load now. */
  function LoadNow() {
    useEffect(() => open(), [])
    return null
  }

  function OnDemand(props: P) {
    // React asks for a store's server snapshot only while it renders on the server or hydrates
    // the server's HTML, and never again once mounted: that tells the page's own HTML from a
    // client-side navigation. Both snapshots are equal, so hydration is not followed by a render.
    let fromServer = false
    useSyncExternalStore(
      neverChanges,
      () => false,
      () => {
        fromServer = true
        return false
      },
    )
    const [withServerHtml] = useState(fromServer)
    const ref = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = ref.current
      if (!element) return
      area = element
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target)
      // Listened for on the window, in the capture phase: React's own listeners, on the document,
      // stop every event aimed at content it has not hydrated yet (the form, until its code is
      // here), so listeners on the form itself would never hear a focus, a key or a pointer.
      const stopListening = () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true })
      }
      const start = (event: Event) => {
        if (!inside(event)) return
        stopListening()
        open()
      }
      // Without its code the browser's own submit does nothing (ScriptedForm.tsx):
      // hold the submit until the code has arrived, then submit again.
      const hold = (event: Event) => {
        if (mounted || !inside(event)) return
        event.preventDefault()
        pendingSubmit = event.target as HTMLFormElement
        open()
      }
      window.addEventListener('submit', hold, { capture: true })
      // A visitor may have reached the form before the page itself was hydrated: no need to wait.
      if (eager?.(props) || element.contains(document.activeElement) || changedIn(element)) open()
      else for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true })
      return () => {
        stopListening()
        window.removeEventListener('submit', hold, { capture: true })
      }
      // Props of a server-rendered page do not change before the code is asked for.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    // The wrapper is `display: contents` (globals.css): it takes no box of its own.
    return (
      <div ref={ref} className="on-demand">
        {withServerHtml ? (
          // An <Activity> keeps the server's HTML unhydrated until the code is there, as a
          // <Suspense> would, but React's server renderer writes it in place. A finished
          // <Suspense> this large it sends after the footer, moved into place by a script after
          // the first paint: the form would arrive late and push the page (docs/performance.md).
          <Activity>
            <Loaded {...props} />
          </Activity>
        ) : (
          <Suspense fallback={<LoadNow />}>
            <Loaded {...props} />
          </Suspense>
        )}
      </div>
    )
  }
  return OnDemand
}
