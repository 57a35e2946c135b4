import { numberToHex } from 'viem'

async function rpc(fetcher: typeof fetch, rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetcher(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'failed'}`)
  return body.result
}

/** Adds `amount` wei to `address` on a devnet (anvil's `anvil_setBalance`). */
export async function creditDevnet({ rpcUrl, address, amount, fetch: fetcher }: { rpcUrl: string; address: string; amount: bigint; fetch: typeof fetch }): Promise<void> {
  const balance = BigInt((await rpc(fetcher, rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
  await rpc(fetcher, rpcUrl, 'anvil_setBalance', [address, numberToHex(balance + amount)])
}
