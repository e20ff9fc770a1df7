/**
 * The build manifest an open tab polls (docs/behaviour.md, "Update polling"): the id of the build
 * this server runs. Never cached, so a new deployment is seen within one poll.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    { buildId: process.env.NEXT_PUBLIC_BUILD_ID },
    { headers: { 'Cache-Control': 'no-store, max-age=0' } },
  )
}
