import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, MethodNotFoundRpcError } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lazyHttp } from './lazyHttp'

let server: Server
let url: string
const received: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      received.push(method)
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify(
          method === 'eth_chainId'
            ? { jsonrpc: '2.0', id, result: '0x7a69' }
            : { jsonrpc: '2.0', id, error: { code: -32601, message: 'no such method' } },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('lazyHttp', () => {
  it('sends JSON-RPC over HTTP once its code has loaded', async () => {
    const client = createPublicClient({ transport: lazyHttp(url) })
    expect(await client.getChainId()).toBe(31337)
    expect(received).toContain('eth_chainId')
  })

  it('keeps viem’s error mapping and does not retry a refused method twice over', async () => {
    received.length = 0
    const client = createPublicClient({ transport: lazyHttp(url, { retryCount: 0 }) })
    await expect(client.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(MethodNotFoundRpcError)
    expect(received).toEqual(['eth_blockNumber'])
  })

  it('describes itself as an http transport', () => {
    const transport = lazyHttp(url)({})
    expect(transport.config.type).toBe('http')
    expect(transport.value).toEqual({ url })
  })
})
