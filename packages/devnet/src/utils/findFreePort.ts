import { createServer } from 'node:net'

/**
 * A port nothing listens on right now (the OS picks it; for a child process that cannot report the
 * port it bound itself). Another process could take it before the child binds it: a tiny window.
 */
export function findFreePort(host = '0.0.0.0'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ host, port: 0, exclusive: true }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
