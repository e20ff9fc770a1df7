import { VERSION_POLL_INTERVAL_MS } from '@/lib/constants'

/**
 * New-deployment detection (docs/behaviour.md, "Update polling"): the latest build id is polled
 * once per hour (3,600,000 ms). The first answer is the baseline; a later, different answer calls
 * `onNewBuild` once and polling stops. The site then arms {@link reloadOnNextNavigation}, so the
 * next link the visitor follows loads the new build fresh, and nobody is reloaded in the middle of
 * a form.
 *
 * Decisions: the baseline is asked for at once (not an hour later, which would miss a deploy in
 * the first hour) unless the caller passes it; failed polls are ignored (no baseline, no
 * detection) and retried at the next tick; a poll still running when the next tick comes is not
 * doubled.
 */

export type UpdatePollingOptions = {
  /** Answers the deployed build id (e.g. from `GET builds/latest.json`). */
  fetchBuildId: () => Promise<string>
  intervalMs?: number
  onNewBuild: (buildId: string) => void
  /** The build the page runs, when known; otherwise the first answer is the baseline. */
  baseline?: string
}

/** Starts polling; returns a function that stops it. */
export function startUpdatePolling({
  fetchBuildId,
  intervalMs = VERSION_POLL_INTERVAL_MS,
  onNewBuild,
  baseline: knownBaseline,
}: UpdatePollingOptions): () => void {
  let baseline = knownBaseline
  let inFlight = false
  let stopped = false

  const poll = async () => {
    if (inFlight || stopped) return
    inFlight = true
    try {
      const buildId = await fetchBuildId()
      if (stopped || typeof buildId !== 'string' || buildId === '') return
      if (baseline === undefined) {
        baseline = buildId
      } else if (buildId !== baseline) {
        stop()
        onNewBuild(buildId)
      }
    } catch {
      // Offline or a failed deploy: ask again at the next tick.
    } finally {
      inFlight = false
    }
  }

  const timer = setInterval(() => void poll(), intervalMs)
  const stop = () => {
    stopped = true
    clearInterval(timer)
  }
  if (baseline === undefined) void poll()
  return stop
}

/** Whether a click on `anchor` would be a same-tab, same-origin navigation to another page. */
function isPlainNavigation(
  event: MouseEvent,
  anchor: Element,
  location: Pick<Location, 'href' | 'origin'>,
): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const target = anchor.getAttribute('target')
  if (target && target.toLowerCase() !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  const href = anchor.getAttribute('href')
  if (href === null) return null
  let url: URL
  try {
    url = new URL(href, anchor.ownerDocument.baseURI)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.origin !== location.origin) return null
  const current = new URL(location.href)
  // A hash link on the same page scrolls; it does not navigate.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null
  return url
}

/**
 * Once armed, the next same-origin link click (left button, no modifier key, no other target,
 * no download, not a hash change on the same page) becomes a full page load
 * (`location.assign(href)`) instead of a client-side navigation. The listener runs in the
 * capture phase, before the framework's router, and prevents its navigation. Returns a disarm
 * function.
 */
export function reloadOnNextNavigation(
  document: Document,
  location: Pick<Location, 'assign' | 'href' | 'origin'>,
): () => void {
  const onClick = (event: MouseEvent) => {
    const node = event.target as Node | null
    const element = node?.nodeType === 1 ? (node as Element) : node?.parentElement
    const anchor = element?.closest('a')
    if (!anchor) return
    const url = isPlainNavigation(event, anchor, location)
    if (!url) return
    event.preventDefault()
    disarm()
    location.assign(url.href)
  }
  const disarm = () => document.removeEventListener('click', onClick, true)
  document.addEventListener('click', onClick, true)
  return disarm
}
