import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AdapterMethodNotSupportedError } from '@portico/core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { fetchEsploraBalance } from './esplora'
import { defineBitcoinNetwork } from './networks'

// An HTTP server on 127.0.0.1 answering Esplora's `GET /address/:address` shape, standing in for
// the public API in this test only.
let server: Server
let api: string
const asked: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '')
    if (request.url === '/api/address/tb1qexample') {
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ chain_stats: { funded_txo_sum: 150_000, spent_txo_sum: 50_000 }, mempool_stats: { funded_txo_sum: 2_500, spent_txo_sum: 500 } }))
    } else {
      response.statusCode = 400
      response.end('Invalid Bitcoin address')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('the balance is confirmed plus mempool, funded minus spent, in satoshis', async () => {
  const network = defineBitcoinNetwork({ id: '00000008819873e925422c1ff0f99f7c', name: 'Signet', testnet: true, esploraUrl: `${api}/` })
  expect(await fetchEsploraBalance('tb1qexample', network)).toEqual({ value: 102_000n, decimals: 8, symbol: 'tBTC', formatted: '0.00102' })
  expect(asked.at(-1)).toBe('/api/address/tb1qexample')
  await expect(fetchEsploraBalance('nope', network)).rejects.toThrow('Esplora answered 400')
})

test('a network without an Esplora API cannot read balances', async () => {
  const network = defineBitcoinNetwork({ id: '00000008819873e925422c1ff0f99f7c', name: 'Signet', testnet: true })
  await expect(fetchEsploraBalance('tb1qexample', network)).rejects.toBeInstanceOf(AdapterMethodNotSupportedError)
})
