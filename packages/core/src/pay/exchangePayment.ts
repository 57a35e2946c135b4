import { BaseError } from '../errors/base'
import { PayCancelledError, PayTransactionFailedError } from './errors'
import { ServerNotConfiguredError } from '../server/errors'
import type { PendingExchangePayment, PendingPayment } from './types'
import type { PayExchange } from './exchangeTypes'
import { storageKeys } from '../storage/storageKeys'
import type { PayOption } from './createPayStore'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'
import type { PaymentSession } from './paymentSession'
import { awaitReceipt, finish } from './settlePayment'
import { leavePay } from '../navigation/pay'
import { dispatchPay } from './payState'
import type { ErrorType } from '../errors/errorType'
import type { ServerNotConfiguredErrorType, ServerRequestErrorType } from '../server/errors'
import type { BaseErrorType } from '../errors/base'

/** How often the kit asks the server where a payment at an exchange is. */
export const EXCHANGE_POLL_MS = 2_000

const isPendingExchangePayment = (value: unknown): value is PendingExchangePayment =>
  typeof value === 'object' && value !== null && typeof (value as PendingExchangePayment).id === 'string' && typeof (value as PendingExchangePayment).key === 'string'

/** The payment started at an exchange and not yet sent, kept across reloads, if any. */
export function getPendingExchangePayment(ctx: KitContext): PendingExchangePayment | undefined {
  return ctx.storage.get(storageKeys.pendingExchangePayment, isPendingExchangePayment)
}

function requireServer(ctx: KitContext) {
  const client = serverClient(ctx)
  if (!client) throw new ServerNotConfiguredError({ feature: 'Pay with an exchange' })
  return client
}

/** None: `fetchPayExchanges` reads the exchanges for the selected asset. */
export type FetchPayExchangesParameters = void

export type FetchPayExchangesReturnType = readonly PayExchange[]

/** What `fetchPayExchanges` can throw: nothing of its own (no answer reads as no exchange). */
export type FetchPayExchangesErrorType = ErrorType

/**
 * Reads the exchanges that pay the selected asset into the Pay view's state (none without a
 * Portico server, or when it cannot say).
 */
export async function fetchPayExchanges(ctx: KitContext): Promise<FetchPayExchangesReturnType> {
  const { selected, request } = ctx.pay.getState()
  const client = serverClient(ctx)
  if (!ctx.payments.session || !request || !selected) return []
  const exchanges = client ? await client.getPayExchanges(selected).then((answer) => answer.exchanges).catch(() => []) : []
  if (ctx.pay.getState().selected === selected && ctx.pay.getState().request === request) dispatchPay(ctx, { type: 'exchangesRead', exchanges })
  return exchanges
}

export type PayWithExchangeParameters = { exchange: string }

/** Where the visitor confirms the payment. */
export type PayWithExchangeReturnType = { url: string }

/** What `payWithExchange` can throw (by `name`): no payment to pay or the exchange not offered now (BaseError), no server, or the server's refusal. */
export type PayWithExchangeErrorType =
  | ServerNotConfiguredErrorType
  | ServerRequestErrorType
  | BaseErrorType
  | ErrorType

/**
 * Pays through an exchange instead of the wallet ("Pay with an exchange"): starts the payment at
 * the exchange (nothing moves yet) and gives the page where the visitor signs in and confirms it
 * (to open in a new tab); the kit then follows it until it is sent, and waits for its receipt like
 * a wallet payment: `pay` resolves with the same result. A second call while it is under way (a
 * double click) joins it; after a reload, asking for the same payment follows the one started.
 *
 * @returns where the visitor confirms it.
 * @throws {ServerNotConfiguredError} without a Portico server.
 * @throws {ServerRequestError} when the server refuses (e.g. an exchange that does not pay this asset).
 */
export async function payWithExchange(ctx: KitContext, { exchange }: PayWithExchangeParameters): Promise<PayWithExchangeReturnType> {
  const session = ctx.payments.session
  const state = ctx.pay.getState()
  if (!session || !state.request || !state.recipient) throw new BaseError('No payment to pay')
  if (state.exchange) return { url: state.exchange.url }
  if (session.starting) return session.starting
  const option = state.options.find((o) => o.asset.id === state.selected)
  const listed = state.exchanges?.find((candidate) => candidate.id === exchange)
  if (!option || !listed || (state.status !== 'ready' && state.status !== 'preparing')) throw new BaseError('Pay with an exchange is not available now')
  const starting = (async () => {
    const started = await requireServer(ctx).startExchangePayment({ exchange, asset: option.asset.id, amount: state.request!.amount, recipient: state.recipient!.address })
    const pending: PendingExchangePayment = {
      key: session.key,
      exchange: listed,
      id: started.id,
      url: started.url,
      asset: option.asset.id,
      to: state.recipient!.address,
      amount: state.request!.amount,
      value: option.value.toString(),
    }
    // Kept before anything else: a reload from here on follows this payment instead of starting another.
    ctx.storage.set(storageKeys.pendingExchangePayment, pending)
    if (ctx.payments.session !== session) return { url: started.url }
    followExchangePayment(ctx, session, option, pending)
    return { url: started.url }
  })()
  session.starting = starting
  starting.catch((error: unknown) => {
    if (ctx.payments.session !== session) return
    session.starting = undefined
    dispatchPay(ctx, { type: 'failedQuietly', error: error as Error })
  })
  return starting
}

/** Shows the payment at the exchange and polls the server until it is sent, cancelled or failed. */
export function followExchangePayment(ctx: KitContext, session: PaymentSession, option: PayOption, pending: PendingExchangePayment): void {
  dispatchPay(ctx, { type: 'atExchange', selected: option.asset.id, exchange: { exchange: pending.exchange, id: pending.id, url: pending.url } })
  const poll = async () => {
    while (ctx.payments.session === session) {
      const answer = await requireServer(ctx)
        .getExchangePayment({ exchange: pending.exchange.id, id: pending.id })
        .catch(() => undefined)
      if (ctx.payments.session !== session) return
      if (answer?.status === 'confirmed' && answer.txHash) return sent(ctx, session, option, pending, answer.txHash)
      if (answer?.status === 'cancelled' || answer?.status === 'expired') return settleCancelled(ctx, session, new BaseError(`The payment was ${answer.status} at ${pending.exchange.name}`))
      if (answer?.status === 'failed') {
        ctx.storage.remove(storageKeys.pendingExchangePayment)
        finish(ctx, session)
        session.reject(new PayTransactionFailedError({ exchange: pending.exchange.name }))
        return
      }
      // Pending (or the server did not answer this time): ask again.
      await new Promise((resolve) => setTimeout(resolve, EXCHANGE_POLL_MS))
    }
  }
  void poll()
}

/** The exchange sent it: from here on it is a payment with a hash, waited for as any other. */
function sent(ctx: KitContext, session: PaymentSession, option: PayOption, pending: PendingExchangePayment, hash: string) {
  const payment: PendingPayment = { key: pending.key, hash, asset: pending.asset, from: '', to: pending.to, amount: pending.amount, value: pending.value, sentAt: Date.now() }
  ctx.storage.set(storageKeys.pendingPayment, payment)
  ctx.storage.remove(storageKeys.pendingExchangePayment)
  dispatchPay(ctx, { type: 'sent', hash })
  void awaitReceipt(ctx, session, option, payment)
}

function settleCancelled(ctx: KitContext, session: PaymentSession, cause?: unknown) {
  ctx.storage.remove(storageKeys.pendingExchangePayment)
  finish(ctx, session)
  session.reject(new PayCancelledError({ cause }))
  leavePay(ctx)
}

/**
 * Cancels the payment at the exchange (the Pay view's Cancel while the visitor is there): `pay`
 * rejects with PayCancelledError once the exchange says it is cancelled. Once the visitor has
 * confirmed it there, it is too late: the kit goes on and waits for it.
 *
 * @returns whether it was cancelled.
 */
export async function cancelExchangePayment(ctx: KitContext, session: PaymentSession): Promise<boolean> {
  const at = ctx.pay.getState().exchange
  if (!at) return false
  const answer = await requireServer(ctx)
    .cancelExchangePayment({ exchange: at.exchange.id, id: at.id })
    .catch(() => undefined)
  if (ctx.payments.session !== session) return false
  if (answer?.status !== 'cancelled' && answer?.status !== 'expired') return false
  settleCancelled(ctx, session)
  return true
}
