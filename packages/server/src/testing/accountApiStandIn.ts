import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type Address, type Hex, createPublicClient, decodeEventLog, erc20Abi, http } from 'viem'

/**
 * A LOCAL STAND-IN FOR TESTS ONLY: an Etherscan-compatible account API (`module=account&action=
 * txlist|tokentx`) answered from a devnet's own blocks, read over its RPC at each request (a devnet
 * has a few hundred blocks). Like Blockscout, it answers `{ status, message, result }` and "No
 * transactions found" for an empty list; `page`/`offset` page newest first. Not for production:
 * it reads the whole chain per request.
 */
export function accountApiStandIn({ rpcUrl }: { rpcUrl: string }) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  let down = false

  async function scan(address: string) {
    const lower = address.toLowerCase()
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const txs: Record<string, string>[] = []
    const tokens: Record<string, string>[] = []
    for (let number = 0n; number <= head; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      const receipts = await client.request({ method: 'eth_getBlockReceipts', params: [`0x${number.toString(16)}` as Hex] }) as unknown as { transactionHash: Hex; status: Hex; logs: { address: Address; topics: [Hex, ...Hex[]]; data: Hex; logIndex: Hex }[] }[]
      for (const tx of block.transactions) {
        const receipt = receipts.find((candidate) => candidate.transactionHash === tx.hash)
        const common = {
          blockNumber: String(number),
          timeStamp: String(block.timestamp),
          hash: tx.hash,
          nonce: String(tx.nonce),
          transactionIndex: String(tx.transactionIndex),
        }
        if (tx.from.toLowerCase() === lower || tx.to?.toLowerCase() === lower) {
          txs.push({ ...common, from: tx.from, to: tx.to ?? '', value: String(tx.value), isError: receipt?.status === '0x1' ? '0' : '1', txreceipt_status: receipt?.status === '0x1' ? '1' : '0' })
        }
        for (const log of receipt?.logs ?? []) {
          if (log.topics.length !== 3) continue
          try {
            const event = decodeEventLog({ abi: erc20Abi, topics: log.topics, data: log.data })
            if (event.eventName !== 'Transfer') continue
            const { from, to, value } = event.args
            if (from.toLowerCase() !== lower && to.toLowerCase() !== lower) continue
            tokens.push({ ...common, from, to, value: String(value), contractAddress: log.address, logIndex: String(Number(log.logIndex)) })
          } catch {
            /* not an ERC-20 Transfer */
          }
        }
      }
    }
    return { txlist: txs.reverse(), tokentx: tokens.reverse() }
  }

  const fetchImpl = async (input: RequestInfo | URL): Promise<Response> => {
    if (down) return new Response('down', { status: 503 })
    const url = new URL(input instanceof Request ? input.url : String(input))
    const action = url.searchParams.get('action')
    const address = url.searchParams.get('address') ?? ''
    if (url.searchParams.get('module') !== 'account' || (action !== 'txlist' && action !== 'tokentx') || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
      return Response.json({ status: '0', message: 'NOTOK', result: 'Error! Invalid parameters' })
    }
    const page = Number(url.searchParams.get('page') ?? 1)
    const offset = Number(url.searchParams.get('offset') ?? 10_000)
    const endBlock = Number(url.searchParams.get('endblock') ?? Number.MAX_SAFE_INTEGER)
    const all = (await scan(address))[action].filter((row) => Number(row.blockNumber) <= endBlock)
    const result = all.slice((page - 1) * offset, page * offset)
    return Response.json(result.length ? { status: '1', message: 'OK', result } : { status: '0', message: 'No transactions found', result: [] })
  }

  return {
    fetch: fetchImpl as typeof fetch,
    /** Makes every request fail (503) until `setDown(false)`: a source that does not answer. */
    setDown(value: boolean) {
      down = value
    },
  }
}

/**
 * The stand-in served on 127.0.0.1 at `port` (0 picks one), as an operator's Blockscout would be: its
 * `url` is what `PORTICO_ACCOUNT_API_URLS` (`startServer({ accountApiUrls })`) takes. `npm start` and the e2e tests only.
 */
export async function startAccountApiStandIn({ rpcUrl, port = 0 }: { rpcUrl: string; port?: number }) {
  const standIn = accountApiStandIn({ rpcUrl })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: (request: Request) => standIn.fetch(request.url), port, hostname: '127.0.0.1' }, () => resolve(started))
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
