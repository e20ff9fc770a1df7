import { startFakeLake } from './lake.ts'

/** The fake lake as a process of its own, for the browser tests (see playwright.config.ts). */
const token = process.env.SANITY_LAKE_TOKEN
const port = Number(process.env.FAKE_LAKE_PORT)
if (!token || !port) throw new Error('Set SANITY_LAKE_TOKEN and FAKE_LAKE_PORT')
const lake = await startFakeLake({ token, port })
console.log(`Fake Content Lake on ${lake.url}`)
