/**
 * The props that have a value. React writes a prop given as undefined into the page's data all
 * the same (`"sizes":"$undefined"`), on every page that renders it (docs/performance.md, "Page
 * weight"), so optional props are spread from this instead.
 */
export function defined<T extends Record<string, unknown>>(props: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
