/**
 * Runs once when a server process starts (not during `next build`), through Next's documented
 * instrumentation hook. In the Node.js runtime it checks that the shared cache this process is
 * given agrees with its build's, starts the lead store's upkeep (opening the store and sweeping
 * the CRM outbox), takes SIGTERM for a clean restart (lib/shutdown.ts): CRM deliveries finish and
 * the store closes before exit. In production it then warms the server up (lib/warm-up.ts), so
 * that no page is served from content older than the files and no visitor's or editor's render
 * is the process's first.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // next.config.ts decides at build whether the shared cache handler is part of the build.
  const built = Boolean(process.env.SHARED_CACHE_BUILT)
  if (built !== Boolean(process.env.REDIS_URL)) {
    throw new Error(
      built
        ? 'This build keeps its cache in Redis (it was built with REDIS_URL): start it with REDIS_URL'
        : 'REDIS_URL is set, but this build keeps its own cache (it was built without REDIS_URL): build it with REDIS_URL, or start it without',
    )
  }
  const [{ startLeadsMaintenance }, { installGracefulShutdown }, { outboxIdle }, { closeDb }] = await Promise.all([
    import('./lib/leads/maintenance'),
    import('./lib/shutdown'),
    import('./lib/leads/outbox'),
    import('./lib/leads/db'),
  ])
  const stopMaintenance = startLeadsMaintenance()
  // `next dev` keeps its own handling: its server is a child of the process the terminal stops.
  if (process.env.NODE_ENV === 'production') {
    installGracefulShutdown(async () => {
      await stopMaintenance()
      await outboxIdle()
      await closeDb()
    })
    const { ownOrigin, warmUp } = await import('./lib/warm-up')
    void warmUp(ownOrigin({ PORT: process.env.PORT, HOSTNAME: process.env.HOSTNAME }))
  }
}
