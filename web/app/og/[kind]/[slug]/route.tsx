import { getShareCard, shareCardParams } from '@/lib/content/share-cards'
import { renderShareCard } from '@/lib/seo/share-card-image'

/**
 * Share cards (README.md, "Share cards"): one PNG per deal, post, airline, region, city,
 * standalone page and list, revalidated by the tags of its page's read. Those of the pages the build prerenders are
 * prerendered with them (shareCardParams); any other, and a document published later, is drawn
 * on its first request and kept until a publish expires it. An unknown one answers 404 and is not
 * kept (cache-handler.ts).
 */
export const dynamic = 'force-static'
export const revalidate = false

export const generateStaticParams = shareCardParams

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; slug: string }> }) {
  const { kind, slug } = await params
  const found = await getShareCard(kind, slug)
  if (!found) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  return renderShareCard(found.card, found.siteName)
}
