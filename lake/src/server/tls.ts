import { X509Certificate } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { generate } from 'selfsigned'
import { writeFileAtomic } from '../store/files.ts'

export type Certificate = { cert: string; key: string; certPath: string }

const RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000

async function readExisting(certPath: string, keyPath: string): Promise<Certificate | undefined> {
  try {
    const [cert, key] = await Promise.all([readFile(certPath, 'utf8'), readFile(keyPath, 'utf8')])
    const expires = Date.parse(new X509Certificate(cert).validTo)
    return expires - Date.now() > RENEW_BEFORE_MS ? { cert, key, certPath } : undefined
  } catch {
    return undefined
  }
}

/**
 * The lake's TLS certificate for `localhost` / `127.0.0.1` / `::1`: made on first run and kept in
 * the state folder, so a browser that trusts it once keeps trusting it (renewed when it expires).
 */
export async function loadCertificate(stateDir: string): Promise<Certificate> {
  const certPath = path.join(stateDir, 'tls', 'localhost.crt')
  const keyPath = path.join(stateDir, 'tls', 'localhost.key')
  const existing = await readExisting(certPath, keyPath)
  if (existing) return existing
  const notBeforeDate = new Date(Date.now() - 60_000)
  // 825 days: the longest validity macOS and iOS accept for a TLS server certificate.
  const notAfterDate = new Date(notBeforeDate.getTime() + 825 * 24 * 3600 * 1000)
  const pems = await generate(
    [
      { name: 'commonName', value: 'localhost' },
      { name: 'organizationName', value: 'Meridian local Content Lake' },
    ],
    {
      keySize: 2048,
      algorithm: 'sha256',
      notBeforeDate,
      notAfterDate,
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    },
  )
  await writeFileAtomic(keyPath, pems.private, 0o600)
  await writeFileAtomic(certPath, pems.cert)
  return { cert: pems.cert, key: pems.private, certPath }
}
