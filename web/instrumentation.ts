/**
 * Runs once when a server process starts (not during `next build`). In the Node.js runtime it
 * decides each request's client address from its socket (lib/client-address.ts), puts the flood
 * gate, the lead form's route and the content pages' kept copies in front of Next
 * (lib/before-next.ts), starts the lead store's
 * upkeep (opening the store and sweeping the CRM outbox), and takes over SIGTERM for a clean
 * restart (lib/shutdown.ts): CRM deliveries finish and the store closes before exit. In
 * production it then renders one page (lib/warm-up.ts), so that no visitor's or editor's render
 * is the process's first.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ env }, { installClientAddressResolver }, { installBeforeNext }, { floodGate }, leads, keptPages] =
    await Promise.all([
      import('./lib/env'),
      import('./lib/client-address'),
      import('./lib/before-next'),
      import('./lib/flood-gate'),
      import('./app/api/crm/contacts/route'),
      import('./lib/cache/kept-page-answer'),
    ])
  installClientAddressResolver(env.TRUSTED_PROXY_HOPS)
  // Both in production only: `next dev` recompiles the route when it changes, and this copy would
  // not; and it renders every page, so there is no kept copy.
  const production = process.env.NODE_ENV === 'production'
  installBeforeNext({
    refuse: floodGate({ perSecond: env.FLOOD_GATE_PER_SECOND, burst: env.FLOOD_GATE_BURST }),
    routes: production ? { 'POST /api/crm/contacts': leads.POST } : {},
    ...(production ? { pages: keptPages.answerFromKeptCopy } : {}),
  })
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
    // The address this server listens on, which Next sets once it does (before this hook runs);
    // requests made before Next is ready wait for it.
    const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? (process.env.PORT && `http://127.0.0.1:${process.env.PORT}`)
    if (origin) void (await import('./lib/warm-up')).warmUp(origin)
  }
}
