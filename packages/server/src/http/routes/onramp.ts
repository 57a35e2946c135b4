import { Hono } from 'hono'
import { getAddress } from 'viem'
import type { z } from 'zod/mini'
import { onrampCheckoutBody as checkoutBody, onrampOptionsQuery as optionsQuery, onrampQuotesQuery as quotesQuery } from '@portico/core/contract'
import { acceptableQuotes, checkOnrampAmount } from '../../onramp/limits.ts'
import type { OnrampOptions, OnrampProvider, OnrampQuote, OnrampQuoteRequest } from '../../onramp/types.ts'
import { BadRequestError, NotFoundError, ServerError } from '../../errors.ts'
import { readJsonBody } from '../readJsonBody.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { requireFeature } from '../requireFeature.ts'
import type { AppDeps, AppEnv } from '../types.ts'

function toRequest(query: z.output<typeof quotesQuery>): OnrampQuoteRequest {
  return {
    country: query.country,
    subdivision: query.subdivision,
    fiatCurrency: query.fiatCurrency,
    fiatAmount: query.fiatAmount,
    paymentMethod: query.paymentMethod,
    cryptoCurrency: { symbol: query.symbol, network: query.network, address: query.token === 'native' ? 'native' : getAddress(query.token) },
    address: getAddress(query.address),
  }
}

/** Each provider's answer; one that fails or is too slow is left out (the others still answer). */
async function fromEach<T>(providers: readonly OnrampProvider[], call: (provider: OnrampProvider) => Promise<T>): Promise<T[]> {
  const settled = await Promise.allSettled(providers.map(call))
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
}

/**
 * The on-ramp endpoints (project-scoped, the project's `onramp` feature on, spec §6/§7):
 * - `GET /v1/onramp/options?country&subdivision?` → `{ country, providers: [{ provider, fiatCurrencies, cryptoCurrencies }] }`.
 * - `GET /v1/onramp/quotes?country&subdivision?&fiatCurrency&fiatAmount&paymentMethod&network&token&symbol&address`
 *   → `{ quotes }`, per provider, within spec §9's fee range (1 to 2 %).
 * - `POST /v1/onramp/checkout` `{ provider, country, …the quote's fields }` → `{ url }`: the provider's checkout for that purchase.
 *
 * An amount outside spec §9's limits for its payment method (card 10 to 7,500 USD, bank 10 to
 * 25,000) answers 400 `onramp_amount_out_of_range`. A provider that fails is left out.
 */
export function onrampRoutes(deps: AppDeps) {
  const onramp = requireFeature('onramp')
  return new Hono<AppEnv>()
    .get('/v1/onramp/options', projectScope(deps, { bucket: 'onrampOptions' }), onramp, async (c) => {
      const query = parse(optionsQuery, c.req.query(), 'query')
      const providers: OnrampOptions[] = await fromEach(deps.onrampProviders, (provider) => provider.options(query))
      return c.json({ country: query.country, providers })
    })
    .post('/v1/onramp/checkout', projectScope(deps, { bucket: 'onrampCheckout' }), onramp, async (c) => {
      const body = parse(checkoutBody, await readJsonBody(c, { limit: deps.bodyLimit }), 'body')
      const provider = deps.onrampProviders.find((candidate) => candidate.name === body.provider)
      if (!provider) throw new NotFoundError(`No on-ramp provider "${body.provider}"`)
      const request = toRequest(body)
      // The limits are checked on the provider's own quote, as for the quotes route.
      const quote = await provider.quote(request).catch((cause: unknown) => {
        throw new BadRequestError(`${provider.name} cannot quote this purchase`, { cause })
      })
      checkOnrampAmount({ paymentMethod: quote.paymentMethod, usdAmount: quote.usdAmount })
      const url = await provider.checkoutUrl(request).catch((cause: unknown) => {
        throw cause instanceof ServerError ? cause : new BadRequestError(`${provider.name} cannot open a checkout for this purchase`, { cause })
      })
      return c.json({ url: new URL(url, deps.publicUrl ?? new URL(c.req.url).origin).toString() })
    })
    .get('/v1/onramp/quotes', projectScope(deps, { bucket: 'onrampQuotes' }), onramp, async (c) => {
      const query = parse(quotesQuery, c.req.query(), 'query')
      const quotes: OnrampQuote[] = await fromEach(deps.onrampProviders, (provider) => provider.quote(toRequest(query)))
      for (const quote of quotes) checkOnrampAmount({ paymentMethod: quote.paymentMethod, usdAmount: quote.usdAmount })
      return c.json({ quotes: acceptableQuotes(quotes) })
    })
}
