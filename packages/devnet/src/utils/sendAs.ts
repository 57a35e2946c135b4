import { type Abi, type Address, encodeFunctionData, type Hex, numberToHex, parseEther } from 'viem'
import { DevnetError } from '../errors.ts'
import { rpc } from '../rpc.ts'
import { sendTransaction } from './sendTransaction.ts'
import { waitForReceipt } from './waitForReceipt.ts'

/**
 * Sends one call from `from` (impersonated, given ETH for gas; gas with headroom, see `sendTransaction`) and waits for its receipt; a revert
 * is an error naming `what`.
 */
export async function sendAs(
  rpcUrl: string,
  from: Address,
  call: { to: Address; abi: Abi; functionName: string; args: readonly unknown[]; value?: bigint | undefined },
  what: string,
) {
  const data = encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as Parameters<typeof encodeFunctionData>[0])
  const hash = await sendTransaction(rpcUrl, { from, to: call.to, data, value: call.value })
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1') throw new DevnetError(`${what} failed (transaction ${hash}).`)
}

/** Lets the node send for `address` (no key), with ETH for gas. */
export async function impersonate(rpcUrl: string, address: Address): Promise<void> {
  const balance = await rpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest'])
  if (BigInt(balance) < parseEther('1')) await rpc(rpcUrl, 'anvil_setBalance', [address, numberToHex(parseEther('10'))])
  await rpc(rpcUrl, 'anvil_impersonateAccount', [address])
}
