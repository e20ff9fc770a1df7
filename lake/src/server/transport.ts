import http from 'node:http'
import http2 from 'node:http2'
import net from 'node:net'
import type { Duplex } from 'node:stream'
import type { Certificate } from './tls.ts'
import type { Request, Response } from './http.ts'

/** An HTTP/1.1 upgrade (the presence WebSocket): the request, its socket and the bytes read past the headers. */
export type UpgradeHandler = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void

export type Transport = { port: number; close: () => Promise<void> }

// First byte of a TLS ClientHello record.
const TLS_HANDSHAKE = 0x16

/**
 * One loopback port, two protocols: browsers get HTTPS with HTTP/2 (the Studio keeps six or more
 * listeners open, which would exhaust HTTP/1.1's six connections per host), Node clients plain
 * HTTP/1.1. The first byte of each connection decides which server gets the socket.
 */
export async function listen(
  host: string,
  port: number,
  certificate: Certificate,
  handler: (req: Request, res: Response) => void,
  upgrade: UpgradeHandler,
  ready: Promise<void>,
): Promise<Transport> {
  const plain = http.createServer({ keepAliveTimeout: 5_000 }, handler)
  const secure = http2.createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true, settings: { maxConcurrentStreams: 512 } },
    handler,
  )
  // WebSockets are HTTP/1.1 upgrades on either server (browsers open them over TLS with ALPN http/1.1).
  plain.on('upgrade', upgrade)
  secure.on('upgrade', upgrade)
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.once('data', (chunk: Buffer) => {
      socket.pause()
      socket.unshift(chunk)
      // Connections that arrive while the dataset loads wait here instead of being refused.
      void ready.then(() => {
        ;(chunk[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket)
        process.nextTick(() => socket.resume())
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as net.AddressInfo
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        plain.closeAllConnections()
        for (const socket of sockets) socket.destroy()
      }),
  }
}
