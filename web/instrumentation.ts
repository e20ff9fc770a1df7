/**
 * Runs once when a server process starts (not during `next build`). In the Node.js runtime it
 * decides each request's client address from its socket (lib/client-address.ts), and starts the
 * lead store's upkeep: opening the store and sweeping the CRM outbox.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ env }, { installClientAddressResolver }] = await Promise.all([
    import('./lib/env'),
    import('./lib/client-address'),
  ])
  installClientAddressResolver(env.TRUSTED_PROXY_HOPS)
  const { startLeadsMaintenance } = await import('./lib/leads/maintenance')
  startLeadsMaintenance()
}
