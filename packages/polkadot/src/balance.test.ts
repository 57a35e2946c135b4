import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { definePolkadotNetwork } from './networks'
import { getBalance, systemAccountKey } from './balance'

const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

test("System.Account's storage key of an account (Alice's, as every substrate node has it)", () => {
  expect(systemAccountKey(alice)).toBe(
    '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
  )
})

// No Polkadot node runs here: a JSON-RPC endpoint in this test answers state_getStorage with a
// SCALE AccountInfo it encodes, so the request and the decoding are checked end to end.
let url: string
let close: () => void
const requests: unknown[] = []
beforeAll(async () => {
  const le = (value: bigint, bytes: number) => Array.from({ length: bytes }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn))
  const info = [...le(7n, 4), ...le(1n, 4), ...le(1n, 4), ...le(0n, 4), ...le(12_345_678_900_000n, 16), ...le(5n, 16), ...le(0n, 16), ...le(0n, 16)]
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const call = JSON.parse(body)
      requests.push(call)
      const known = call.params[0] === systemAccountKey(alice)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: known ? `0x${Buffer.from(info).toString('hex')}` : null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close?.())

test('the free balance of AccountInfo; an account the chain never saw holds 0', async () => {
  const network = definePolkadotNetwork({ genesisHash: '0x' + 'ab'.repeat(32), name: 'Local', rpcUrl: url, nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 } })
  expect(network.caipNetworkId).toBe(`polkadot:${'ab'.repeat(16)}`)
  expect(await getBalance({ address: alice, network })).toEqual({ value: 12_345_678_900_000n, decimals: 10, symbol: 'DOT', formatted: '1234.56789' })
  expect(requests[0]).toMatchObject({ method: 'state_getStorage', params: [systemAccountKey(alice)] })
  expect(await getBalance({ address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty', network })).toMatchObject({ value: 0n, formatted: '0' })
})
