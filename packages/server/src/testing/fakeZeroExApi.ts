import { type Address, getAddress, toHex } from 'viem'

/** Where the fake says 0x's settlement contract is (nothing is deployed there). */
export const fakeZeroExSettler: Address = getAddress('0x0000000000000000000000000000000000005e77')

export type FakeZeroExApiParameters = {
  /** The key it accepts. */
  apiKey: string
  /** `out` smallest units of the buy token for `per` of the sell token, by `sell:buy` token address (lowercase; 0x's native placeholder for ETH). */
  rates: Readonly<Record<string, { out: bigint; per: bigint }>>
  /** Fee the fake takes from the output, in percent (default 0.15). */
  feePercent?: number
}

/**
 * **A fake of 0x's Swap API v2, for tests only** (`/swap/allowance-holder/price` and `/quote`): a
 * `fetch` that answers from fixed rates, `liquidityAvailable: false` for a pair it has no rate
 * for, 401 for another key, and a quote's transaction to {@link fakeZeroExSettler}. The real API
 * cannot be reached from here; nothing outside `src/testing` and tests uses this.
 */
export function createFakeZeroExApi({ apiKey, rates, feePercent = 0.15 }: FakeZeroExApiParameters): typeof fetch & { calls: URL[] } {
  const calls: URL[] = []
  const fake = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    calls.push(url)
    const headers = new Headers(init?.headers)
    if (headers.get('0x-api-key') !== apiKey) return Response.json({ name: 'UNAUTHORIZED', message: 'Invalid API key' }, { status: 401 })
    const endpoint = url.pathname.split('/').at(-1)
    const sell = url.searchParams.get('sellToken')?.toLowerCase() ?? ''
    const buy = url.searchParams.get('buyToken')?.toLowerCase() ?? ''
    const sellAmount = BigInt(url.searchParams.get('sellAmount') ?? '0')
    const rate = rates[`${sell}:${buy}`]
    if (rate === undefined) return Response.json({ liquidityAvailable: false, zid: 'fake' })
    const gross = (sellAmount * rate.out) / rate.per
    const fee = (gross * BigInt(Math.round(feePercent * 10_000))) / 1_000_000n
    const body = {
      liquidityAvailable: true,
      buyAmount: String(gross - fee),
      fees: { zeroExFee: { amount: String(fee), token: buy, type: 'volume' } },
      route: { tokens: [{ address: sell }, { address: buy }] },
      ...(endpoint === 'quote'
        ? { transaction: { to: fakeZeroExSettler, data: toHex(`fake swap ${sell} ${buy} ${sellAmount}`), value: sell === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' ? String(sellAmount) : '0', gas: '210000' } }
        : {}),
    }
    return Response.json(body)
  }
  return Object.assign(fake as typeof fetch, { calls })
}
