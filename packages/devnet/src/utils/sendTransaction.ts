import { type Address, type Hex, numberToHex } from 'viem'
import { rpc } from '../rpc.ts'

export type DevnetTransaction = { from: Address; to: Address; data: Hex; value?: bigint | undefined }

/**
 * Sends `transaction` from an unlocked account with half again the node's gas estimate, as wallets
 * do. Anvil estimates on a pending block whose timestamp can be the previous block's; the block that
 * includes the transaction has a later one, and code that writes only when the time moved (a Chainlink
 * round's timestamp, a Uniswap pool's oracle observation) then needs more gas than estimated: without
 * the headroom such a transaction ran out of gas now and then.
 */
export async function sendTransaction(rpcUrl: string, { from, to, data, value }: DevnetTransaction): Promise<Hex> {
  const call = { from, to, data, ...(value ? { value: numberToHex(value) } : {}) }
  const estimate = BigInt(await rpc<Hex>(rpcUrl, 'eth_estimateGas', [call]))
  return rpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ ...call, gas: numberToHex(estimate + estimate / 2n) }])
}
