import { parsePaymentAsset } from '@portico/core'
import { exchangePaymentBody, exchangePaymentParams, paymentAsset } from '@portico/core/contract'
import { Hono } from 'hono'
import * as zm from 'zod/mini'
import { namespaceRule } from '../../chains/namespaceRules.ts'
import { NotFoundError, ServerError } from '../../errors.ts'
import { ExchangeUnavailableError } from '../../pay/errors.ts'
import type { ExchangeProvider } from '../../pay/types.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import { requireFeature } from '../requireFeature.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** The rule of the asset's namespace; undefined for an asset that is not CAIP-19 (zod runs every check, even after the contract's failed). */
const ruleOf = (asset: string) => {
  try {
    return namespaceRule(parsePaymentAsset(asset).chainNamespace)
  } catch {
    return undefined
  }
}

/** The contract's asset, on a namespace this server has a rule for. */
const asset = paymentAsset.check(zm.refine((value) => ruleOf(value) !== undefined, 'must be an asset on a network this server serves'))
const listQuery = zm.object({ asset })
/** The contract's body; the recipient is an address by the rule of the asset's namespace. */
const createBody = zm.extend(exchangePaymentBody, { asset }).check(
  zm.refine((body) => ruleOf(body.asset)?.isAddress(body.recipient) === true, { message: "must be an address of the asset's network", path: ['recipient'] }),
)
const paymentParams = exchangePaymentParams

/** A provider's failure as an answer: its own typed errors pass, anything else is the exchange being unavailable (never a 500). */
const fromProvider = (provider: ExchangeProvider) => (cause: unknown): never => {
  throw cause instanceof ServerError ? cause : new ExchangeUnavailableError({ exchange: provider.exchange.name, cause })
}

/**
 * "Pay with an exchange" (project-scoped, the project's `pay` feature on):
 * - `GET /v1/pay/exchanges?asset` → `{ exchanges: [{ id, name, imageUrl }] }`: those that pay `asset` (CAIP-19).
 * - `POST /v1/pay/exchange-payments` `{ exchange, asset, amount, recipient }` → `{ exchange, id, url }`:
 *   starts a payment; nothing moves until the visitor confirms it at the exchange (`url`, a new tab).
 * - `GET /v1/pay/exchange-payments/:exchange/:id` → `{ status, txHash }` (the kit polls it).
 * - `POST /v1/pay/exchange-payments/:exchange/:id/cancel` → `{ status, txHash }`: cancelled unless
 *   already confirmed (then the status says so).
 *
 * A payment is read and cancelled only by the project that started it (404 otherwise).
 */
export function payExchangeRoutes(deps: AppDeps) {
  const pay = requireFeature('pay')
  const providerOf = (id: string) => {
    const provider = deps.exchangeProviders.find((candidate) => candidate.exchange.id === id)
    if (!provider) throw new NotFoundError(`No exchange "${id}"`)
    return provider
  }
  return new Hono<AppEnv>()
    .get('/v1/pay/exchanges', projectScope(deps, { bucket: 'payExchanges' }), pay, async (c) => {
      const query = parse(listQuery, { asset: c.req.query('asset') }, 'query')
      const exchanges = deps.exchangeProviders.filter((provider) => provider.supports(query.asset)).map((provider) => provider.exchange)
      return c.json({ exchanges })
    })
    .post('/v1/pay/exchange-payments', projectScope(deps, { bucket: 'payExchangePayment' }), pay, async (c) => {
      const body = parse(createBody, await readJsonBody(c, { limit: Math.min(deps.bodyLimit, 4_096) }), 'body')
      const provider = providerOf(body.exchange)
      if (!provider.supports(body.asset)) throw new NotFoundError(`${provider.exchange.name} does not pay ${body.asset}`)
      const projectId = c.get('scope').project.id
      const recipient = ruleOf(body.asset)!.normalizeAddress(body.recipient)
      const payment = await provider.createPayment({ asset: body.asset, amount: body.amount, recipient }, { projectId }).catch(fromProvider(provider))
      const url = new URL(payment.url, deps.publicUrl ?? new URL(c.req.url).origin)
      return c.json({ exchange: provider.exchange.id, id: payment.id, url: url.toString() })
    })
    .get('/v1/pay/exchange-payments/:exchange/:id', projectScope(deps, { bucket: 'payExchangeStatus' }), pay, async (c) => {
      const params = parse(paymentParams, c.req.param(), 'path')
      const provider = providerOf(params.exchange)
      return c.json(await provider.getPaymentStatus(params.id, { projectId: c.get('scope').project.id }).catch(fromProvider(provider)))
    })
    .post('/v1/pay/exchange-payments/:exchange/:id/cancel', projectScope(deps, { bucket: 'payExchangePayment' }), pay, async (c) => {
      const params = parse(paymentParams, c.req.param(), 'path')
      const provider = providerOf(params.exchange)
      return c.json(await provider.cancelPayment(params.id, { projectId: c.get('scope').project.id }).catch(fromProvider(provider)))
    })
}
