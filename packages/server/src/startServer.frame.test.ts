import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from './startServer.ts'

/** A GET from a chosen local address (Linux routes all of 127.0.0.0/8 to the loopback). */
function getFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, agent: false }, (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 0))
    })
    req.once('error', reject)
    req.end()
  })
}

/** Issue 27: the wallet frame's server keeps each client's address, so one client's flood limits only itself. */
describe('the wallet frame server', () => {
  const frameDir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
  writeFileSync(join(frameDir, 'index.html'), '<!doctype html><title>frame</title>')
  afterAll(() => rmSync(frameDir, { recursive: true, force: true }))

  it('rate-limits per client address: a flood from 127.0.0.1 does not give 127.0.0.2 a 429', async () => {
    const server = await startServer({
      port: 0,
      sqlitePath: ':memory:',
      wallets: [],
      publicUrl: 'http://127.0.0.1:1',
      rateLimits: { embeddedFrame: { limit: 3, windowMs: 60_000 } },
      embeddedWallet: { masterKey: '11'.repeat(32), mailer: { send: async () => {} }, framePort: 0, frameDir },
    })
    try {
      const flood: number[] = []
      for (let i = 0; i < 4; i++) flood.push(await getFrom(server.frameUrl!, '127.0.0.1'))
      expect(flood).toEqual([200, 200, 200, 429])
      expect(await getFrom(server.frameUrl!, '127.0.0.2')).toBe(200)
      // The limit still holds for the flooding client.
      expect(await getFrom(server.frameUrl!, '127.0.0.1')).toBe(429)
    } finally {
      await server.close()
    }
  })
})
