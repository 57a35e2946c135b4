import { type Address, type Hex, getAddress } from 'viem'
import { DevnetError } from '../errors.ts'
import { rpc, rpcBatch } from '../rpc.ts'
import { waitForReceipt } from './waitForReceipt.ts'

export type DeployAtParameters = {
  rpcUrl: string
  /** Sends the creation transaction (must be unlocked on the node: a test account or impersonated, with ETH for gas). */
  from: Address
  /** Creation bytecode with its constructor arguments appended. */
  data: Hex
  /** Where the contract must end up (its canonical address on a public chain). */
  at: Address
  /** What to call it in errors. */
  name: string
}

type PrestateDiff = { post: Record<string, { storage?: Record<Hex, Hex> }> }

/**
 * Deploys a contract with a real creation transaction, then moves it to `at`: its runtime code
 * (with any immutable that holds its own address rewritten to `at`) and every storage slot its
 * constructor wrote (read from the node's `prestateTracer` diff) are placed at `at` with
 * `anvil_setCode` / `anvil_setStorageAt`, and the temporary copy's code is removed. The result
 * is the published contract at its public address, as its constructor left it.
 *
 * @throws {DevnetError} when the creation reverts or the node cannot trace it.
 */
export async function deployAt({ rpcUrl, from, data, at, name }: DeployAtParameters): Promise<void> {
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ from, data, gas: '0x1c9c380' }])
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1' || !receipt.contractAddress) throw new DevnetError(`Deploying ${name} failed (transaction ${hash}).`)
  const temporary = getAddress(receipt.contractAddress)
  const [diff, code] = await rpcBatch<unknown>(rpcUrl, [
    { method: 'debug_traceTransaction', params: [hash, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }] },
    { method: 'eth_getCode', params: [temporary, 'latest'] },
  ])
  const storage = Object.entries((diff as PrestateDiff).post).find(([address]) => address.toLowerCase() === temporary.toLowerCase())?.[1].storage ?? {}
  const runtime = (code as Hex).replaceAll(temporary.slice(2).toLowerCase(), at.slice(2).toLowerCase()) as Hex
  await rpcBatch(rpcUrl, [
    { method: 'anvil_setCode', params: [at, runtime] },
    ...Object.entries(storage).map(([slot, value]) => ({ method: 'anvil_setStorageAt', params: [at, slot, value] })),
    { method: 'anvil_setCode', params: [temporary, '0x'] },
  ])
}
