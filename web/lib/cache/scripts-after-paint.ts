/**
 * A content page whose Next.js scripts are fetched once the page has painted (README.md,
 * "Decisions": Scripts after the first paint). Next loads every chunk with `<script async>` from
 * the head, so on a fast connection they arrive with the stylesheets and run before the first
 * frame, and on a phone they share the connection with the stylesheets, the font and the hero
 * image. Either way the hero waits for them: Lighthouse's LCP on a deal page was 2.6–2.8 s
 * against the bare page's 0.6 s, 1.5 s with this (bench/README.md, "scripts after the first
 * paint"), with the time to interactive unchanged.
 *
 * The same `<script>` elements are made by a small inline script at the end of the body, with the
 * same attributes, when the browser reports the first contentful paint. A page that cannot paint
 * (a hidden tab) or a browser that does not report paints gets them at once, and a 3 s timer
 * makes sure of it whatever happens. Nothing else changes: the RSC payload stays inline, and
 * React finds the scripts it expects (`script[async][src]`) when it hydrates.
 *
 * Applied to the HTML pages/api/kept-page sends; the markup it looks for is Next's own
 * (`<script src="/_next/static/…" async="">`, and the bootstrap chunk's `<link rel="preload"
 * as="script">`). A page without it is sent as it is, which the browser suite would notice.
 */

const NEXT_SCRIPT = /<script ((?:[a-zA-Z-]+="[^"]*" ?)+)><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="([^"]+)"\/>/g
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g

const isNextChunk = (attributes: Record<string, string>) =>
  'async' in attributes && !('noModule' in attributes) && /^\/_next\/static\//.test(attributes.src ?? '')

// The loader: `s` the scripts, each a file name under `p` or, with other attributes than `src` and
// `async`, all of them. ES5, as the browsers Next supports run it unbundled.
const CHUNKS = '/_next/static/chunks/'
const LOADER =
  '(function(p,s){var d=0;function l(){if(d)return;d=1;s.forEach(function(a){' +
  'if(typeof a=="string")a={src:p+a,async:""};var e=document.createElement("script");' +
  'for(var k in a)e.setAttribute(k,a[k]);document.head.appendChild(e)})}' +
  'var P=window.PerformanceObserver;' +
  'if(document.visibilityState!="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return l();' +
  'new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l)}})' +
  '.observe({type:"paint",buffered:true});setTimeout(l,3e3)})'

/** A script as the loader takes it: its file name when that says everything. */
function shortened(attributes: Record<string, string>): string | Record<string, string> {
  const { src = '', async, ...others } = attributes
  const plain = async === '' && Object.keys(others).length === 0 && src.startsWith(CHUNKS)
  return plain ? src.slice(CHUNKS.length) : attributes
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' }
/** An attribute's value as the HTML means it (React escapes these five). */
const unescape = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!)

/** `html` with Next's chunks fetched after the first contentful paint; `html` itself if it has none. */
export function scriptsAfterFirstPaint(html: string): string {
  if (!html.includes('</body>')) return html
  const scripts: (string | Record<string, string>)[] = []
  const moved = new Set<string>()
  let page = html.replace(NEXT_SCRIPT, (tag, list: string) => {
    const attributes = Object.fromEntries([...list.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]))
    if (!isNextChunk(attributes)) return tag
    moved.add(attributes.src!)
    scripts.push(
      shortened(Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, unescape(value)]))),
    )
    return ''
  })
  if (scripts.length === 0) return html
  page = page.replace(SCRIPT_PRELOAD, (tag, href: string) => (moved.has(href) ? '' : tag))
  const list = JSON.stringify([CHUNKS, scripts]).slice(1, -1).replace(/</g, '\\u003c')
  const at = page.lastIndexOf('</body>')
  return `${page.slice(0, at)}<script>${LOADER}(${list})</script>${page.slice(at)}`
}

/** The scripts the loader in `html` adds after the first paint (their `src`, as written). */
export function scriptsLoadedAfterFirstPaint(html: string): string[] {
  const start = html.indexOf(`${LOADER}(`)
  if (start === -1) return []
  const args = html.slice(start + LOADER.length + 1, html.indexOf(')</script>', start))
  const [prefix, scripts] = JSON.parse(`[${args}]`) as [string, (string | Record<string, string>)[]]
  return scripts.map((script) => (typeof script === 'string' ? prefix + script : (script.src ?? '')))
}
