/**
 * docs/behaviour.md, "Title guard": when the chat widget changes the page title to "New message",
 * the original title is restored. A MutationObserver on `<head>` (subtree, child list and text)
 * sees the title text change, the `<title>` element being replaced and a new one being added; a
 * title equal to "New message" (case and surrounding blanks ignored) is put back to the last
 * legitimate title, which follows every other change (client-side navigations set new titles).
 */

export const CHAT_TITLE = /^\s*new message\s*$/i

export function keepTitleFromChatWidget(
  document: Document,
  isChatTitle: (title: string) => boolean = (title) => CHAT_TITLE.test(title),
): () => void {
  let legitimate = isChatTitle(document.title) ? undefined : document.title

  const check = () => {
    const title = document.title
    if (!isChatTitle(title)) {
      legitimate = title
    } else if (legitimate !== undefined) {
      document.title = legitimate
    }
  }

  const root = document.head ?? document.documentElement
  const MutationObserverImpl = document.defaultView?.MutationObserver ?? globalThis.MutationObserver
  if (!root || !MutationObserverImpl) return () => {}
  const observer = new MutationObserverImpl(check)
  observer.observe(root, { subtree: true, childList: true, characterData: true })
  return () => observer.disconnect()
}
