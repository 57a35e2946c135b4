import { describe, expect, it } from 'vitest'
import { httpPrices } from './httpPrices.ts'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

/** A named local fake of a CoinGecko-compatible API, for this test only. */
function fakeCoinGecko(answers: Record<string, unknown>, seen: { url: URL; key: string | null }[] = []) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    seen.push({ url, key: new Headers(init?.headers).get('x-cg-pro-api-key') })
    const body = answers[url.pathname]
    return body === undefined ? new Response('no', { status: 404 }) : Response.json(body)
  }) as typeof fetch
}

describe('httpPrices (CoinGecko-compatible)', () => {
  it("prices the native coin and tokens with the operator's key; leaves out what is missing or not a positive number", async () => {
    const seen: { url: URL; key: string | null }[] = []
    const fetch = fakeCoinGecko(
      {
        '/api/v3/simple/price': { ethereum: { usd: 3100.5 } },
        '/api/v3/simple/token_price/ethereum': { [usdc.toLowerCase()]: { usd: 0.9999 }, [usdt.toLowerCase()]: { usd: -1 } },
      },
      seen,
    )
    const provider = httpPrices({ url: 'https://prices.example/api/v3/', apiKey: 'KEY', fetch })
    expect(await provider.getUsdPrices(1, ['native', usdc, usdt, '0x6B175474E89094C44Da98b954EedeAC495271d0F'])).toEqual({ native: 3100.5, [usdc]: 0.9999 })
    expect(seen.every((request) => request.key === 'KEY')).toBe(true)
    expect(seen.find((request) => request.url.pathname.endsWith('/token_price/ethereum'))!.url.searchParams.get('vs_currencies')).toBe('usd')
  })

  it('gives no price when the API does not answer, answers garbage, or the chain is unknown to it', async () => {
    const down = httpPrices({ url: 'https://prices.example/api/v3', apiKey: 'k', fetch: fakeCoinGecko({}) })
    expect(await down.getUsdPrices(1, ['native', usdc])).toEqual({})
    const garbage = httpPrices({ url: 'https://prices.example/api/v3', apiKey: 'k', fetch: fakeCoinGecko({ '/api/v3/simple/price': 'x' }) })
    expect(await garbage.getUsdPrices(1, ['native'])).toEqual({})
    expect(await down.getUsdPrices(31337, ['native'])).toEqual({})
  })
})
