import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ListenError } from './errors.ts'
import { createProject } from './projects/projects.ts'
import { startServer } from './startServer.ts'
import { databaseKinds, useTestDatabase } from './testing/databases.ts'
import { fixtureWallets } from './testing/wallets.ts'

describe.each(databaseKinds)('startServer (%s)', (kind) => {
  const database = useTestDatabase(kind, { migrate: false })

  it('migrates, seeds the registry and serves over HTTP', async () => {
    const { url, sqlitePath } = database.location()
    const server = await startServer({ port: 0, databaseUrl: url, sqlitePath })
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.dialect).toBe(kind)
      const health = await fetch(`${server.url}/health`)
      expect(await health.json()).toEqual({ ok: true, database: kind })

      await createProject(server.db, { name: 'P', id: 'p' })
      const wallets = await fetch(`${server.url}/getWallets?projectId=p&entries=1`)
      const body = (await wallets.json()) as { data: { image_url: string }[]; count: number }
      expect(body.count).toBeGreaterThan(40)
      const image = await fetch(body.data[0]!.image_url)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
    } finally {
      await server.close()
      await server.close()
    }
  })

  it('starts two instances on one database at once (a load-balanced pair)', async () => {
    const { url, sqlitePath } = database.location()
    const wallets = fixtureWallets()
    const [a, b] = await Promise.all([
      startServer({ port: 0, databaseUrl: url, sqlitePath, wallets, trustProxy: true }),
      startServer({ port: 0, databaseUrl: url, sqlitePath, wallets, trustProxy: true }),
    ])
    try {
      await createProject(a.db, { name: 'P', id: 'shared' })
      // The project created through one instance is served by the other.
      expect((await fetch(`${b.url}/v1/config?projectId=shared`)).status).toBe(200)
      // One rate limit across both.
      const statuses: number[] = []
      for (let i = 0; i < 61; i++) {
        const response = await fetch(`${(i % 2 ? a : b).url}/v1/origins?projectId=shared`, {
          headers: { 'X-Forwarded-For': '192.0.2.9' },
        })
        statuses.push(response.status)
      }
      expect(statuses.filter((status) => status === 429)).toEqual([429])
      expect(statuses.at(-1)).toBe(429)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})

describe('startServer errors', () => {
  it('refuses a port in use', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    try {
      const attempt = startServer({ port, sqlitePath: ':memory:', wallets: [] })
      await expect(attempt).rejects.toBeInstanceOf(ListenError)
      await expect(attempt).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`)
    } finally {
      blocker.close()
    }
  })
  it('closes the wallet frame again when the API port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    const framePort = await freePort()
    try {
      const attempt = startServer({
        port,
        sqlitePath: ':memory:',
        wallets: [],
        publicUrl: `http://127.0.0.1:${port}`,
        embeddedWallet: { masterKey: '11'.repeat(32), mailer: { send: async () => {} }, framePort },
      })
      await expect(attempt).rejects.toBeInstanceOf(ListenError)
      // The frame's port is free again: something else can listen on it.
      const reuse = createServer()
      await new Promise<void>((resolve, reject) => {
        reuse.once('error', reject)
        reuse.listen(framePort, '127.0.0.1', resolve)
      })
      reuse.close()
    } finally {
      blocker.close()
    }
  })
})

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}
