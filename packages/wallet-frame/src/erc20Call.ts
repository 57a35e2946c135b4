/** A decoded ERC-20 `approve(spender, amount)` or `transfer(to, amount)` call. */
export type Erc20Call = { kind: 'approve'; spender: string; amount: bigint } | { kind: 'transfer'; to: string; amount: bigint }

const selectors = { '0x095ea7b3': 'approve', '0xa9059cbb': 'transfer' } as const

/**
 * An allowance this large is "unlimited": the maximum uint256 most apps ask for, and uint160's
 * (Permit2's) and anything above it, which no token's supply comes near.
 */
export const UNLIMITED_FROM = 2n ** 160n - 1n

/**
 * Reads `data` as an ERC-20 approve or transfer: the selector, then exactly two 32-byte words, the
 * first an address (12 zero bytes, then 20). Anything else (another call, extra or short data, a
 * dirty address word) is not decoded, and the view shows the raw data.
 */
export function decodeErc20Call(data: string | undefined): Erc20Call | undefined {
  if (!data || !/^0x[0-9a-fA-F]{136}$/.test(data)) return undefined
  const kind = selectors[data.slice(0, 10).toLowerCase() as keyof typeof selectors]
  if (!kind) return undefined
  const first = data.slice(10, 74)
  if (!/^0{24}/.test(first)) return undefined
  const address = `0x${first.slice(24)}`
  const amount = BigInt(`0x${data.slice(74)}`)
  return kind === 'approve' ? { kind, spender: address, amount } : { kind, to: address, amount }
}
