import type { ReactNode } from 'react'
import type { EditAttributes } from '@/lib/sanity/editing'

/**
 * One term and its value in a list of facts (`<dl>`): a deal's airline and dates, a booking's
 * route and travellers. The div groups the pair so the list's CSS can lay it out as a row.
 */
export function Fact({ term, children, edit }: { term: string; children: ReactNode; edit?: EditAttributes }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd {...edit}>{children}</dd>
    </div>
  )
}
