import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chains/chains.ts'
import { createChainReader } from './chainReader.ts'
import { PaymasterRefusedError } from './errors.ts'
import { safeFallbackHandlerSlot } from './safeAccount.ts'

/** A JSON-RPC stand-in for a chain: counts each method, answers a base fee, code and two storage slots. */
describe('createChainReader', () => {
  const calls: string[] = []
  let failing = false
  let server: Server
  let chain: ChainConfig
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] }
        calls.push(method)
        if (failing) return void response.writeHead(500).end()
        const result =
          method === 'eth_getBlockByNumber'
            ? { number: '0x1', hash: `0x${'11'.repeat(32)}`, baseFeePerGas: '0x8f0d180', timestamp: '0x1', transactions: [] }
            : method === 'eth_getCode'
              ? '0x6001'
              : params[1] === safeFallbackHandlerSlot
                ? `0x${'00'.repeat(12)}${'75'.repeat(20)}`
                : `0x${'00'.repeat(31)}01`
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, result }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    chain = { chainId: 31337, name: 'Stand-in', rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, testnet: true } as ChainConfig
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('reads the base fee once per few seconds per chain, and an account once per minute, in a bounded LRU; a failed read is refused and not kept', async () => {
    let now = 0
    const reader = createChainReader({ now: () => now, maxAccounts: 2 })
    const count = (method: string) => calls.filter((call) => call === method).length
    expect(await Promise.all([reader.baseFee(chain), reader.baseFee(chain)])).toEqual([150_000_000n, 150_000_000n])
    expect(count('eth_getBlockByNumber')).toBe(1)
    now += 3_000
    await reader.baseFee(chain)
    expect(count('eth_getBlockByNumber')).toBe(1)
    now += 2_000
    await reader.baseFee(chain)
    expect(count('eth_getBlockByNumber')).toBe(2)

    const a = '0x000000000000000000000000000000000000000a'
    expect(await reader.account(chain, a)).toEqual({ codeHash: keccak256('0x6001'), singleton: `0x${'00'.repeat(31)}01`, fallbackHandler: `0x${'00'.repeat(12)}${'75'.repeat(20)}` })
    await reader.account(chain, a)
    expect(count('eth_getCode')).toBe(1)
    // Two more accounts: the least recently used (a) is dropped, so it is read again.
    await reader.account(chain, '0x000000000000000000000000000000000000000b')
    await reader.account(chain, '0x000000000000000000000000000000000000000c')
    await reader.account(chain, a)
    expect(count('eth_getCode')).toBe(4)
    now += 61_000
    failing = true
    await expect(reader.account(chain, a)).rejects.toMatchObject({ reason: 'paymaster_chain_unavailable' })
    await expect(reader.baseFee(chain)).rejects.toBeInstanceOf(PaymasterRefusedError)
    failing = false
    expect((await reader.account(chain, a)).codeHash).toBe(keccak256('0x6001'))
    expect(await reader.baseFee(chain)).toBe(150_000_000n)
  })
})
