import { createServer } from 'node:net'
import { DevnetError, PortInUseError } from '../errors.ts'

/**
 * Resolves when `port` can be bound on `host` (it binds and releases it at once).
 *
 * @throws {PortInUseError} when something already listens there.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new PortInUseError({ host, port, cause: error }))
      else reject(new DevnetError(`Cannot listen on ${host}:${port}: ${error.message}`, { cause: error }))
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}
