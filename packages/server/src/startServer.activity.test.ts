import { describe, expect, it } from 'vitest'
import { createProject } from './projects/projects.ts'
import { startServer } from './startServer.ts'
import { databaseKinds, useTestDatabase } from './testing/databases.ts'
import { useTestDevnet } from './testing/devnet.ts'
import { fixtureWallets } from './testing/wallets.ts'

type History = { data: { metadata: { hash: string } }[]; next: string | null }

describe.each(databaseKinds)('startServer indexes the devnet across restarts (%s)', (kind) => {
  const devnet = useTestDevnet()
  const database = useTestDatabase(kind, { migrate: false })

  const start = () => {
    const { url, sqlitePath } = database.location()
    return startServer({
      port: 0,
      databaseUrl: url,
      sqlitePath,
      wallets: fixtureWallets(),
      rpcUrls: { 31337: devnet.chain().rpcUrl },
      indexChains: [31337],
      indexPollMs: 50,
    })
  }
  const history = async (serverUrl: string, address: string): Promise<string[]> => {
    const hashes: string[] = []
    let cursor = ''
    for (;;) {
      const response = await fetch(`${serverUrl}/v1/account/${address}/history?projectId=p&chainId=31337&limit=2&cursor=${cursor}`)
      const page = (await response.json()) as History
      hashes.push(...page.data.map((item) => item.metadata.hash))
      if (!page.next) return hashes
      cursor = page.next
    }
  }

  it('serves every transfer once after the server restarts, including those made while it was down', async () => {
    const [a, b, , , , , , , , z] = devnet.accounts()
    const [pusd] = devnet.tokens()
    const sent: string[] = []

    const first = await start()
    try {
      await createProject(first.db, { name: 'P', id: 'p' })
      sent.push(await devnet.sendEth(a!, z!, '1'), await devnet.sendToken(b!, pusd!.address, z!, 3_000_000n))
      await expect.poll(async () => (await history(first.url, z!)).length, { timeout: 10_000, interval: 50 }).toBe(2 + 2)
    } finally {
      await first.close()
    }

    // Down: more transfers to and from z.
    sent.push(await devnet.sendEth(z!, a!, '0.3'), await devnet.sendToken(z!, pusd!.address, b!, 1_000_000n))

    const second = await start()
    try {
      // 4 sent by the test + the 2 test-token mints at deployment, each exactly once, newest first.
      await expect.poll(async () => (await history(second.url, z!)).length, { timeout: 10_000, interval: 50 }).toBe(6)
      const hashes = await history(second.url, z!)
      expect(new Set(hashes).size).toBe(6)
      expect(hashes.slice(0, 4)).toEqual([...sent].reverse())
    } finally {
      await second.close()
    }
  })
})
