import { type Address, type Client, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { estimateGas, getGasPrice } from 'viem/actions'

/** Calldata of an ERC-20 `transfer(to, amount)`. */
export function erc20TransferData(to: string, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] })
}

export type EstimateTransferFeeParameters = {
  address: string
  to: string
  value?: bigint | undefined
  /** The token contract, for an ERC-20 transfer of `amount`. */
  token?: string | undefined
  amount?: bigint | undefined
}

/** Gas of the transfer times the current gas price: the fee in wei. */
export async function estimateTransferFee(client: Client, { address, to, value, token, amount }: EstimateTransferFeeParameters): Promise<bigint> {
  const request = token
    ? { account: address as Address, to: token as Address, data: erc20TransferData(to, amount ?? 0n) }
    : { account: address as Address, to: to as Address, value: value ?? 0n }
  const [gas, price] = await Promise.all([estimateGas(client, request), getGasPrice(client)])
  return gas * price
}
