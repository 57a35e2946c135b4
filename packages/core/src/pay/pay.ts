import { chainRules } from '../kit/chainRules'
import { PayInProgressError, PayNotEnabledError, PayRecipientNotFoundError, PayUnsupportedAssetError } from './errors'
import { isValidName } from '../names/validateName'
import { parsePaymentAsset } from './parsePaymentAsset'
import { paymentKey } from './paymentKey'
import type { Payment, PayParameters } from './types'
import type { ChainNamespace } from '../caip/types'
import type { KitContext } from '../kit/context'
import { resolveName } from '../names/resolveName'
import { fetchPayExchanges, followExchangePayment, getPendingExchangePayment } from './exchangePayment'
import { getPaymentAttempt } from './paymentAttempt'
import { createPaymentSession } from './paymentSession'
import { awaitReceipt } from './settlePayment'
import { describeAsset } from './payOptions'
import { cancellable } from './payMachine'
import { dispatchPay } from './payState'
import { getPendingPayment } from './pendingPayment'
import { watchAsked } from './watchAsked'
import { refreshPayOptions } from './refreshPayOptions'
import { cancelPay } from './cancelPay'
import { showPay } from '../navigation/pay'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { PayCancelledErrorType, PayInProgressErrorType, PayInvalidAmountErrorType, PayNetworkNotSupportedErrorType, PayNotEnabledErrorType, PayRecipientNotFoundErrorType, PayTransactionFailedErrorType, PayUnsupportedAssetErrorType } from './errors'
import type { AdapterMethodNotSupportedErrorType } from '../errors/adapterMethod'

/** The confirmed payment (hash and receipt). */
export type PayReturnType = Payment

/** What `pay` can throw (by `name`): a request it refuses (feature off, asset, amount, network, recipient, another payment under way), then the payment's end when it is not confirmed (cancelled, or the transaction failed). */
export type PayErrorType =
  | PayNotEnabledErrorType
  | PayUnsupportedAssetErrorType
  | PayInProgressErrorType
  | PayNetworkNotSupportedErrorType
  | PayInvalidAmountErrorType
  | AdapterMethodNotSupportedErrorType
  | PayRecipientNotFoundErrorType
  | PayCancelledErrorType
  | PayTransactionFailedErrorType
  | BaseErrorType
  | ErrorType

export type { PayParameters }

/**
 * Asks the visitor for a payment: opens the Pay view (amount, token, network, recipient), which
 * connects a wallet first when none is, offers the networks where the visitor holds the asset,
 * checks the balance and sends through the connected wallet. Resolves once the payment is
 * confirmed on the chain.
 *
 * A payment never goes out twice: asking for the same payment while it is under way joins it (the
 * same promise), and after a reload mid-way the kit finds the payment it sent (kept in its
 * storage with the hash) and waits for that receipt instead of sending again. A reload while the
 * wallet was still asking leaves the view in `walletAsked`: the kit watches the chain for that
 * payment (from where the account stood before asking), and paying again reuses its nonce.
 *
 * @throws {PayNotEnabledError} when the pay feature is off.
 * @throws {PayUnsupportedAssetError} / {PayNetworkNotSupportedError} / {PayInvalidAmountError} / {PayRecipientNotFoundError} for a bad request.
 * @throws {PayInProgressError} while another payment is under way.
 * @throws {PayCancelledError} when the visitor cancels before it is sent.
 * @throws {PayTransactionFailedError} when it reverted.
 */
export async function pay(ctx: KitContext, parameters: PayParameters): Promise<Payment> {
  if (!ctx.features.getState().features.pay) throw new PayNotEnabledError()
  const assetIds = (typeof parameters.asset === 'string' ? [parameters.asset] : [...(parameters.asset ?? [])]) as string[]
  if (assetIds.length === 0) throw new PayUnsupportedAssetError({ asset: '', details: 'No asset given' })
  const assets = assetIds.map(parsePaymentAsset)
  const recipient = String(parameters.recipient ?? '').trim()
  const amount = String(parameters.amount ?? '').trim()
  const key = paymentKey({ recipient, assets, amount })

  const current = ctx.payments.session
  if (current?.key === key) {
    showPay(ctx)
    return current.promise
  }
  if (current) throw new PayInProgressError()

  // Reads every asset before anything shows: a bad request fails here, with nothing opened.
  const options = await Promise.all(assets.map((asset) => describeAsset(ctx, asset, amount)))
  const to = await resolveRecipient(ctx, recipient, assets[0]!.chainNamespace)
  if (ctx.payments.session?.key === key) return ctx.payments.session.promise
  if (ctx.payments.session) throw new PayInProgressError()

  const session = createPaymentSession(key, watchModal(ctx))
  ctx.payments.session = session
  dispatchPay(ctx, {
    type: 'started',
    request: { recipient, amount, assets },
    recipient: { address: to, name: to.toLowerCase() === recipient.toLowerCase() ? undefined : recipient },
    options,
    selected: options[0]!.asset.id,
  })
  showPay(ctx)

  const stored = getPendingPayment(ctx)
  if (stored?.key === key) {
    const option = options.find((o) => o.asset.id === stored.asset) ?? options[0]!
    dispatchPay(ctx, { type: 'resumedSent', selected: option.asset.id, hash: stored.hash })
    void awaitReceipt(ctx, session, option, stored)
    return session.promise
  }
  // Asked of the wallet before a reload, never answered here: it may still be asking.
  const asked = getPaymentAttempt(ctx)
  if (asked?.key === key) {
    const option = options.find((o) => o.asset.id === asked.asset) ?? options[0]!
    dispatchPay(ctx, { type: 'resumedAsked', selected: option.asset.id })
    watchAsked(ctx, session, option, asked)
    return session.promise
  }
  // Started at an exchange before a reload: follow that one rather than start another.
  const atExchange = getPendingExchangePayment(ctx)
  if (atExchange?.key === key) {
    const option = options.find((o) => o.asset.id === atExchange.asset) ?? options[0]!
    dispatchPay(ctx, { type: 'exchangesRead', exchanges: [atExchange.exchange] })
    followExchangePayment(ctx, session, option, atExchange)
  } else {
    void refreshPayOptions(ctx)
      .catch(() => undefined)
      .then(() => fetchPayExchanges(ctx))
  }
  return session.promise
}


/** Closing the modal, or disconnecting the last wallet, before the payment is sent cancels it; returns the unsubscribe. */
function watchModal(ctx: KitContext): () => void {
  const stopModal = ctx.modal.subscribe((state, previous) => {
    const { status } = ctx.pay.getState()
    if (previous.open && !state.open && state.embedded === 0 && (cancellable.has(status) || status === 'exchange')) void cancelPay(ctx)
  })
  // A payment at an exchange does not need the wallet.
  const onDisconnect = () => void (ctx.pay.getState().status !== 'exchange' && cancelPay(ctx))
  ctx.emitter.on('disconnect', onDisconnect)
  return () => {
    stopModal()
    ctx.emitter.off('disconnect', onDisconnect)
  }
}

async function resolveRecipient(ctx: KitContext, recipient: string, namespace: ChainNamespace): Promise<string> {
  const rules = chainRules(ctx, namespace)
  if (rules.isAddress?.(recipient)) return rules.normalizeAddress ? rules.normalizeAddress(recipient) : recipient
  if (!isValidName(recipient)) throw new PayRecipientNotFoundError({ recipient })
  let record
  try {
    record = await resolveName(ctx, recipient)
  } catch (cause) {
    throw new PayRecipientNotFoundError({ recipient, cause })
  }
  if (!record) throw new PayRecipientNotFoundError({ recipient })
  return record.address
}
