import { stableKey } from './hash.ts'

/**
 * A tiny markdown-ish to Portable Text converter, so the data modules stay readable.
 *
 * Blocks are separated by blank lines:
 * - `## Heading` → h2, `### Heading` → h3, `> quote` → blockquote
 * - lines starting with `- ` → bullet list items, `1. ` → numbered list items
 * - anything else → a normal paragraph (its lines are joined with spaces)
 *
 * Inline: `**strong**`, `*em*`, `[text](https://…)` (a `link` annotation).
 */

export type Span = {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export type LinkMarkDef = {
  _type: 'link'
  _key: string
  href: string
}

export type BlockStyle = 'normal' | 'h2' | 'h3' | 'blockquote'

export type Block = {
  _type: 'block'
  _key: string
  style: BlockStyle
  listItem?: 'bullet' | 'number'
  level?: number
  markDefs: LinkMarkDef[]
  children: Span[]
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

function inline(text: string, blockKey: string): { children: Span[]; markDefs: LinkMarkDef[] } {
  const children: Span[] = []
  const markDefs: LinkMarkDef[] = []
  const push = (t: string, marks: string[]): void => {
    if (t === '') return
    children.push({ _type: 'span', _key: `${blockKey}${children.length}`, text: t, marks })
  }
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const index = match.index
    push(text.slice(last, index), [])
    const [, strong, em, linkText, href] = match
    if (strong !== undefined) push(strong, ['strong'])
    else if (em !== undefined) push(em, ['em'])
    else if (linkText !== undefined && href !== undefined) {
      const key = `${blockKey}l${markDefs.length}`
      markDefs.push({ _type: 'link', _key: key, href })
      push(linkText, [key])
    }
    last = index + match[0].length
  }
  push(text.slice(last), [])
  if (children.length === 0) push(' ', [])
  return { children, markDefs }
}

function block(text: string, key: string, style: BlockStyle, listItem?: 'bullet' | 'number'): Block {
  const { children, markDefs } = inline(text, key)
  if (listItem) {
    return { _type: 'block', _key: key, style, listItem, level: 1, markDefs, children }
  }
  return { _type: 'block', _key: key, style, markDefs, children }
}

/** Converts markdown-ish text to Portable Text blocks with keys derived from `seed`. */
export function pt(source: string, seed: string): Block[] {
  const blocks: Block[] = []
  const nextKey = (): string => stableKey(seed, blocks.length)
  const chunks = source
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
  for (const chunk of chunks) {
    const lines = chunk.split('\n').map((line) => line.trim())
    const first = lines[0] ?? ''
    if (first.startsWith('### ')) {
      blocks.push(block(lines.join(' ').slice(4), nextKey(), 'h3'))
    } else if (first.startsWith('## ')) {
      blocks.push(block(lines.join(' ').slice(3), nextKey(), 'h2'))
    } else if (first.startsWith('> ')) {
      blocks.push(block(lines.map((l) => l.replace(/^>\s?/, '')).join(' '), nextKey(), 'blockquote'))
    } else if (first.startsWith('- ') || /^\d+\.\s/.test(first)) {
      const items: Array<{ text: string; kind: 'bullet' | 'number' }> = []
      for (const line of lines) {
        const bullet = line.startsWith('- ')
        const numbered = /^\d+\.\s/.test(line)
        const current = items[items.length - 1]
        if (bullet) items.push({ text: line.slice(2), kind: 'bullet' })
        else if (numbered) items.push({ text: line.replace(/^\d+\.\s+/, ''), kind: 'number' })
        else if (current) current.text += ` ${line}`
      }
      for (const item of items) blocks.push(block(item.text, nextKey(), 'normal', item.kind))
    } else {
      blocks.push(block(lines.join(' '), nextKey(), 'normal'))
    }
  }
  return blocks
}

/** Plain text of Portable Text blocks (for checks and word counts). */
export function ptText(blocks: Block[]): string {
  return blocks.map((b) => b.children.map((c) => c.text).join('')).join('\n\n')
}
