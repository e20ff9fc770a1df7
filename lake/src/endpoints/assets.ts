import { serveAsset } from '../assets/serve.ts'
import { uploadAsset, type UploadMeta } from '../assets/upload.ts'
import type { AssetKind } from '@meridian/dataset'
import type { RouteInput } from '../server/context.ts'
import { readBody, sendJson } from '../server/http.ts'

const MAX_UPLOAD_BYTES = 200 * 1024 * 1024

function uploadMeta(search: URLSearchParams, contentType: string | undefined): UploadMeta {
  const text = (name: string) => search.get(name) ?? undefined
  const sourceId = text('sourceId')
  const sourceName = text('sourceName')
  return {
    filename: text('filename'),
    contentType,
    label: text('label'),
    title: text('title'),
    description: text('description'),
    creditLine: text('creditLine'),
    source: sourceId && sourceName ? { id: sourceId, name: sourceName, url: text('sourceUrl') } : undefined,
  }
}

/** `POST /assets/images|files/{dataset}`: the raw bytes in the body, `filename` and labels in the query. */
export const upload =
  (kind: AssetKind) =>
  async ({ req, res, url, ctx }: RouteInput): Promise<void> => {
    ctx.auth.requireEditor(req, 'Uploading assets')
    const data = await readBody(req, MAX_UPLOAD_BYTES)
    const meta = uploadMeta(url.searchParams, req.headers['content-type'])
    const document = await uploadAsset(ctx.lake, kind, data, meta, ctx.user.id)
    sendJson(res, 200, { document })
  }

export const serve =
  (kind: AssetKind) =>
  ({ req, res, url, params, ctx }: RouteInput): Promise<void> =>
    serveAsset(ctx.lake, kind, params, url, req, res)
