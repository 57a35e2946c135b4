import { describe, expect, it } from 'vitest'
import { devnetChains } from '../chains/chains.ts'
import { AccountApiError, accountApiActivity } from './accountApiActivity.ts'

const chain = { ...devnetChains[0]!, chainId: 1, devnet: false }
const render = { chains: [chain], tokens: () => [], iconUrl: (symbol: string) => `/${symbol}.svg` }
const address = '0x000000000000000000000000000000000000bEEF'

function answering(body: unknown, seen: URL[] = [], status = 200) {
  return (async (input: RequestInfo | URL) => {
    seen.push(new URL(String(input)))
    return new Response(JSON.stringify(body), { status })
  }) as typeof fetch
}

describe('accountApiActivity', () => {
  it("asks txlist and tokentx with the operator's key (and chainid for Etherscan v2); an empty list is an empty page", async () => {
    const seen: URL[] = []
    const provider = accountApiActivity({ chain, url: 'https://api.etherscan.io/v2/api', apiKey: 'KEY', fetch: answering({ status: '0', message: 'No transactions found', result: [] }, seen) })
    expect(await provider.getHistory({ address, limit: 20, render })).toEqual({ data: [], next: null })
    expect(seen.map((url) => url.searchParams.get('action')).sort()).toEqual(['tokentx', 'txlist'])
    expect(Object.fromEntries(seen[0]!.searchParams)).toMatchObject({ module: 'account', address, apikey: 'KEY', chainid: '1', sort: 'desc', offset: '40' })
    const blockscout: URL[] = []
    await accountApiActivity({ chain, url: 'https://eth.blockscout.com/api', fetch: answering({ status: '0', message: 'No transactions found', result: [] }, blockscout) }).getHistory({ address, limit: 5, render })
    expect(blockscout[0]!.searchParams.has('chainid')).toBe(false)
    expect(blockscout[0]!.searchParams.has('apikey')).toBe(false)
  })

  it('throws a typed error for a refusal (rate limit, bad key), a malformed result, an HTTP error or no answer', async () => {
    const cases = [
      answering({ status: '0', message: 'NOTOK', result: 'Max rate limit reached' }),
      answering({ status: '1', message: 'OK', result: [{ hash: 'nope' }] }),
      answering({ status: '1', message: 'OK', result: 'not a list' }),
      answering({}, [], 500),
      (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    ]
    for (const fetch of cases) {
      await expect(accountApiActivity({ chain, url: 'https://x.example/api', fetch }).getHistory({ address, limit: 5, render })).rejects.toThrow(AccountApiError)
    }
  })
})
