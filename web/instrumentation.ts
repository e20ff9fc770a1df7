/**
 * Runs once when a server process starts (not during `next build`). In the Node.js runtime
 * it starts the lead store's upkeep: opening the store and sweeping the CRM outbox.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startLeadsMaintenance } = await import('./lib/leads/maintenance')
  startLeadsMaintenance()
}
