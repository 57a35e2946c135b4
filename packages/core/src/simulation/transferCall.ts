import type { SimulationCall } from './types'

const word = (hex: string) => hex.toLowerCase().replace(/^0x/, '').padStart(64, '0')

/**
 * The call that sends `amount` to `to`: native value, or an ERC-20 `transfer(to, amount)` on `token`
 * (selector 0xa9059cbb, two 32-byte words), written out here as core has no chain library.
 */
export function transferCall({ token, to, amount }: { token: string | undefined; to: string; amount: bigint }): SimulationCall {
  if (!token) return { to, value: amount }
  return { to: token, data: `0xa9059cbb${word(to)}${word(amount.toString(16))}` }
}
