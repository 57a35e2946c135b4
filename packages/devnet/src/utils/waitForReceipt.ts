import type { Hex } from 'viem'
import { DevnetTimeoutError } from '../errors.ts'
import { rpc } from '../rpc.ts'

/** The fields of a receipt the devnet's own deployments read. */
export type DevnetReceipt = { status: Hex; contractAddress?: Hex | null; blockNumber: Hex }

/**
 * Polls `eth_getTransactionReceipt` every `interval` ms (anvil mines at once, so the first or second
 * poll finds it; viem's default 4 s polling would make start-up slow). The 30 s limit is for a machine
 * so loaded that anvil answers late (a devnet start in a suite run at load 16 once took over 10 s).
 *
 * Anvil's automine can leave a ready transaction in its pool unmined (foundry-rs/foundry#10122: it
 * happened to a paymaster deployment in a suite run, sent alone, with its nonce read from the chain).
 * So while no receipt has come after `nudgeAfter` ms, and again every `nudgeAfter` ms, an
 * `evm_mine` asks anvil for a block, which takes the pool's ready transactions. An empty block on a
 * devnet costs nothing.
 *
 * @throws {DevnetTimeoutError} when no receipt comes within `timeout`.
 */
export async function waitForReceipt(rpcUrl: string, hash: Hex, { timeout = 30_000, interval = 10, nudgeAfter = 2_000 } = {}): Promise<DevnetReceipt> {
  const deadline = Date.now() + timeout
  let nextNudge = Date.now() + nudgeAfter
  while (Date.now() < deadline) {
    const receipt = await rpc<DevnetReceipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    if (Date.now() >= nextNudge) {
      await rpc(rpcUrl, 'evm_mine', [])
      nextNudge = Date.now() + nudgeAfter
    }
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
  throw new DevnetTimeoutError(`No receipt for ${hash} on ${rpcUrl} within ${timeout} ms.`)
}
