import { DRAFTS_PREFIX, publishedIdOf } from '../ids.ts'
import type { Lake } from '../lake.ts'
import type { LogDocument, LogEntry } from '../store/txlog.ts'
import { documentHistory, isDeletePatch } from './timeline.ts'

type Event = { type: string; timestamp: string; author: string; documentId: string; [key: string]: unknown }

type Step = { entry: LogEntry; published?: LogDocument; draft?: LogDocument }

const created = (part: LogDocument | undefined) => part !== undefined && isDeletePatch(part.revert)
const deleted = (part: LogDocument | undefined) => part !== undefined && isDeletePatch(part.apply)

/**
 * The document-group events of the Studio's history pane (the hosted lake's Events API:
 * create, publish, unpublish, discard, delete), derived from the transactions on the published
 * document and its draft. Edits are not events: the Studio derives them from the transactions.
 * Newest first.
 */
export function documentEvents(lake: Lake, id: string): Event[] {
  const publishedId = publishedIdOf(id)
  const draftId = `${DRAFTS_PREFIX}${publishedId}`
  const published = documentHistory(lake, publishedId)
  const draft = documentHistory(lake, draftId)
  const events: Event[] = []
  const base = (entry: LogEntry) => ({ timestamp: entry.timestamp, author: entry.author, documentId: publishedId })

  if (published.genesis) {
    const { genesis } = published
    events.push({
      ...base(genesis),
      type: 'publishDocumentVersion',
      revisionId: genesis.id,
      versionId: draftId,
      publishCause: 'document.publish',
    })
  }
  if (draft.genesis) {
    events.push({
      ...base(draft.genesis),
      type: 'createDocumentVersion',
      versionId: draftId,
      versionRevisionId: draft.genesis.id,
    })
  }

  const steps = new Map<string, Step>()
  for (const { entry, part } of published.entries) steps.set(entry.id, { entry, published: part })
  for (const { entry, part } of draft.entries)
    steps.set(entry.id, { ...(steps.get(entry.id) ?? { entry }), draft: part })
  const ordered = [...steps.values()].sort((a, b) => lake.log.position(a.entry) - lake.log.position(b.entry))
  let draftExists = draft.genesis !== undefined
  for (const { entry, published: p, draft: d } of ordered) {
    if (p && !deleted(p) && deleted(d)) {
      events.push({
        ...base(entry),
        type: 'publishDocumentVersion',
        revisionId: entry.id,
        versionId: draftId,
        versionRevisionId: d?.previousRev ?? undefined,
        publishCause: 'document.publish',
      })
    } else if (deleted(p)) {
      const keepsDraft = created(d) || (draftExists && !deleted(d))
      events.push(
        keepsDraft
          ? {
              ...base(entry),
              type: 'unpublishDocument',
              versionId: draftId,
              versionRevisionId: d ? entry.id : undefined,
            }
          : { ...base(entry), type: 'deleteDocumentGroup' },
      )
    } else if (p) {
      events.push({
        ...base(entry),
        type: created(p) ? 'createLiveDocument' : 'updateLiveDocument',
        revisionId: entry.id,
      })
    } else if (created(d)) {
      events.push({ ...base(entry), type: 'createDocumentVersion', versionId: draftId, versionRevisionId: entry.id })
    } else if (deleted(d)) {
      events.push({
        ...base(entry),
        type: 'deleteDocumentVersion',
        versionId: draftId,
        versionRevisionId: d?.previousRev ?? undefined,
      })
    }
    if (created(d)) draftExists = true
    if (deleted(d)) draftExists = false
  }
  // Newest first; among equal timestamps, the later one (as appended) first.
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => b.event.timestamp.localeCompare(a.event.timestamp) || b.index - a.index)
    .map(({ event }) => event)
}
