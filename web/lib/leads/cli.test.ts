import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SAMPLE_CONTACT, SAMPLE_TRIP, sampleSnapshot } from '@/test/checkout'
import { leadsTestEnv } from '@/test/leads'

/** `npm run leads` as the sales team runs it: a separate Node process on the data folder. */

const testEnv = await leadsTestEnv()
const { closeDb, getDb } = await import('@/lib/leads/db')
const { leadPayloadSchema } = await import('@/lib/leads/schemas')
const { saveLead } = await import('@/lib/leads/store')
const { confirmBooking, createBooking, savePassengers, saveTrip } = await import('@/lib/checkout/store')
const { passengerTypes } = await import('@/lib/checkout/rules')
const { now } = await import('@/lib/clock')
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
await getDb()

afterAll(async () => {
  await closeDb()
  await testEnv.cleanup()
})

const script = path.join(import.meta.dirname, 'cli.ts')
function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', script, ...args], {
    encoding: 'utf8',
    // Set, even empty, so that web/.env* files on this machine cannot point elsewhere.
    env: { ...process.env, LEADS_DATA_DIR: testEnv.dataDir, DATABASE_URL: '' },
    timeout: 60_000,
  })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

const save = (input: unknown) => saveLead(leadPayloadSchema.parse(input), { deliverToCrm: false })

describe('npm run leads', () => {
  it('lists the leads newest first, as a table and as CSV', async () => {
    await save({ type: 'subscribe', email: 'first@example.com', token: '' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    const contact = await save({
      type: 'contact',
      token: '',
      fields: { name: '=Evil "Corp", Ltd', email: 'second@example.com', phone: '+1 212 555 0100', consent: true },
    })
    await closeDb() // let go of the folder, as a stopped server would

    const table = cli()
    expect(table.code).toBe(0)
    const lines = table.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^Created \(UTC\)/)
    expect(lines[2]).toContain(contact.reference)
    expect(lines[3]).toContain('first@example.com')
    expect(table.stderr).toContain('2 lead(s), newest first')

    const csv = cli('--csv')
    expect(csv.code).toBe(0)
    const rows = csv.stdout.split('\r\n')
    expect(rows[0]).toMatch(/^created_at,reference,type,email,name,/)
    expect(rows[1]).toContain(
      `,${contact.reference},contact,second@example.com,"'=Evil ""Corp"", Ltd",'+1 212 555 0100,`,
    )
    expect(rows[2]).toContain(',subscribe,first@example.com,')
    expect(rows).toHaveLength(4) // header, two leads, and the empty string after the last CRLF

    expect(cli('--type', 'subscribe', '--csv').stdout.split('\r\n')).toHaveLength(3)
    expect(cli('--limit', 'many').code).toBe(64)
  }, 60_000)

  it('exports everything stored about an address, erases it everywhere, and then finds nothing', async () => {
    const email = 'Traveller@Example.com'
    await save({
      type: 'contact',
      token: '',
      fields: { name: 'Ada Lovelace', email, phone: '+1 212 555 0100', consent: true },
    })
    // A confirmed booking with its CRM delivery still waiting (no CRM here): three places in all.
    const at = now()
    const { token } = await createBooking(await sampleSnapshot(), { at, expiresInHours: 168 })
    const trip = { ...SAMPLE_TRIP, adults: 1, children: 0 }
    await saveTrip(token, () => ({ ok: true, value: trip }), at)
    const passenger = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1985-12-10', gender: 'F' as const }
    await savePassengers(token, () => ({ ok: true, value: [{ ...passenger, type: passengerTypes(trip)[0]! }] }), at)
    const { phone, billing, specialRequests } = SAMPLE_CONTACT
    const contact = { phone, billing, specialRequests }
    const booked = await confirmBooking(token, { ...contact, email }, { at, deliverToCrm: true })
    expect(booked.ok).toBe(true)
    const reference = booked.ok ? booked.booking.reference : ''
    await closeDb()

    const exported = cli('export', 'traveller@example.com')
    expect(exported.code).toBe(0)
    const data = JSON.parse(exported.stdout) as Record<string, Record<string, unknown>[]>
    expect(data.leads!.map((lead) => lead.type).sort()).toEqual(['booking', 'contact'])
    expect(data.bookings).toHaveLength(1)
    expect(data.bookings![0]).toMatchObject({ reference, passengers: [{ dateOfBirth: '1985-12-10' }] })
    expect(data.bookings![0]).not.toHaveProperty('token')
    expect(data.crmDeliveries).toHaveLength(1)
    expect(JSON.stringify(data.crmDeliveries)).toContain('+1 (617) 555-0101')

    const erased = cli('erase', 'traveller@example.com')
    expect(erased.code).toBe(0)
    expect(erased.stdout).toContain('leads deleted: ')
    expect(erased.stdout).toContain('(contact)')
    expect(erased.stdout).toContain('CRM deliveries deleted: 1')
    expect(erased.stdout).toContain(`bookings without passengers and contact details now: ${reference}`)

    const after = cli('export', 'traveller@example.com')
    expect(after.code).toBe(0)
    expect(after.stdout).toBe('')
    expect(after.stderr).toContain('Nothing is stored about traveller@example.com')
    // Idempotent: a second erasure finds nothing and says so.
    const again = cli('erase', 'traveller@example.com')
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('leads deleted: none')
    expect(cli('erase').code).toBe(64)
  }, 90_000)

  it('refuses, saying why, while another process holds the PGlite folder', async () => {
    await getDb() // this test process plays the running server
    const refused = cli()
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain(`open in process ${process.pid}`)
    expect(refused.stderr).toContain('stop that process first, or set DATABASE_URL')
    expect(refused.stdout).toBe('')
  }, 30_000)
})
