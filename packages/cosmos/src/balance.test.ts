import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getBalance } from './balance'
import { defineCosmosNetwork } from './networks'

// No Cosmos node runs here: a REST endpoint in this test answers the bank module's balance route
// as a node does, so the request and the reading are checked end to end.
const paths: string[] = []
let url: string
let close: () => void
beforeAll(async () => {
  const server = createServer((request, response) => {
    paths.push(request.url!)
    response.setHeader('content-type', 'application/json')
    const rich = request.url!.includes('/cosmos1rich/')
    response.end(JSON.stringify({ balance: { denom: 'uatom', amount: rich ? '12345678' : '0' } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  close = () => server.close()
})
afterAll(() => close?.())

test("the native denom's bank balance", async () => {
  const network = defineCosmosNetwork({ chainId: 'local-1', name: 'Local', restUrl: url, bech32Prefix: 'cosmos', denom: 'uatom', nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 } })
  expect(network.caipNetworkId).toBe('cosmos:local-1')
  expect(await getBalance({ address: 'cosmos1rich', network })).toEqual({ value: 12_345_678n, decimals: 6, symbol: 'ATOM', formatted: '12.345678' })
  expect(paths[0]).toBe('/cosmos/bank/v1beta1/balances/cosmos1rich/by_denom?denom=uatom')
  expect(await getBalance({ address: 'cosmos1poor', network })).toMatchObject({ value: 0n, formatted: '0' })
})
