const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A refusal a person reads, for a browser that posted a plain HTML form (Book this deal) and
 * would otherwise show a line of text: the site's colours, a heading, and links onward. Used by
 * the checkout's start; nginx answers its own 429 with the same page (deploy/nginx/meridian.conf).
 */
export function refusalPage(title: string, detail: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Meridian Business Travel</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#14213d;max-width:36rem;margin:10vh auto;padding:0 1.25rem}
h1{font-size:1.6rem}a{color:#0b4f8a}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p>
<p><a href="/business-class-flights-alldeals">See today’s best deals</a> · <a href="/">Go to home page</a></p></main></body></html>`
}

/** Whether the client reads HTML (a browser's navigation), not a script's fetch. */
export const readsHtml = (accept: string | null | undefined) => Boolean(accept?.includes('text/html'))
