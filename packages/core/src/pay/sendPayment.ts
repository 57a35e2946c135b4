import { BaseError } from '../errors/base'
import { PayInsufficientBalanceError } from './errors'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import type { Payment } from './types'
import { getAccount } from '../connection/getAccount'
import { switchNetwork } from '../networks/switchNetwork'
import { type KitContext, getAdapter } from '../kit/context'
import { forgetPaymentAttempt, recordPaymentAttempt } from './paymentAttempt'
import type { PaymentSession } from './paymentSession'
import { awaitReceipt } from './settlePayment'
import { readBalance } from './payOptions'
import { getPendingPayment, sentPayment } from './pendingPayment'
import { watchAsked } from './watchAsked'
import { dispatchPay, withBalance } from './payState'
import type { AdapterNotFoundErrorType } from '../errors/adapter'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { PayCancelledErrorType, PayInsufficientBalanceErrorType, PayTransactionFailedErrorType } from './errors'
import type { SwitchNetworkErrorType } from '../networks/switchNetwork'
import type { AdapterMethodNotSupportedErrorType } from '../errors/adapterMethod'
import type { WalletErrorFromCauseErrorType } from '../errors/walletErrorFromCause'

/** None: `sendPayment` sends the payment the Pay view shows. */
export type SendPaymentParameters = void

/** The confirmed payment (hash and receipt). */
export type SendPaymentReturnType = Payment

/** What `sendPayment` can throw (by `name`): no payment or no wallet (BaseError), the network switch, a balance too low, the wallet's answer typed, then the payment's end when it is not confirmed. */
export type SendPaymentErrorType =
  | SwitchNetworkErrorType
  | PayInsufficientBalanceErrorType
  | AdapterNotFoundErrorType
  | AdapterMethodNotSupportedErrorType
  | WalletErrorFromCauseErrorType
  | PayCancelledErrorType
  | PayTransactionFailedErrorType
  | BaseErrorType
  | ErrorType

/**
 * Sends the payment through the connected wallet (the Pay view's button): on the selected asset's
 * network (switching to it first), after checking the balance. Resolves once confirmed. A second
 * call while one is under way joins it: the wallet is asked once.
 *
 * @throws {PayInsufficientBalanceError} when the account holds too little (nothing is sent).
 * @throws the wallet's error (e.g. UserRejectedRequestError): the visitor may try again or cancel.
 */
export function sendPayment(ctx: KitContext): Promise<Payment> {
  const session = ctx.payments.session
  if (!session) return Promise.reject(new BaseError('No payment to send'))
  if (session.sending) return session.sending
  const status = ctx.pay.getState().status
  if (status === 'confirming' || status === 'success' || status === 'exchange') return session.promise
  if (session.starting) return session.promise
  dispatchPay(ctx, { type: 'sending' })
  const sending = send(ctx, session)
  session.sending = sending
  sending.then(
    () => undefined,
    () => {
      if (ctx.payments.session === session) session.sending = undefined
    },
  )
  return sending
}

export async function send(ctx: KitContext, session: PaymentSession): Promise<Payment> {
  const state = ctx.pay.getState()
  const option = state.options.find((o) => o.asset.id === state.selected)
  let asked: Awaited<ReturnType<typeof recordPaymentAttempt>>
  try {
    if (!option || !state.recipient) throw new BaseError('No payment to send')
    const account = getAccount(ctx, option.asset.chainNamespace)
    if (account.status !== 'connected' || !account.address || !account.connectorId) throw new BaseError('Connect a wallet first')
    if (account.network?.caipNetworkId !== option.network.caipNetworkId) await switchNetwork(ctx, { caipNetworkId: option.network.caipNetworkId })
    const balance = await readBalance(ctx, option, account.address)
    if (balance < option.value) throw new PayInsufficientBalanceError({ asset: option.asset.id, required: option.value, available: balance })
    const adapter = getAdapter(ctx, option.asset.chainNamespace)
    const payment = { key: session.key, asset: option.asset.id, from: account.address, to: state.recipient.address, amount: state.request!.amount, value: option.value.toString() }
    // Kept before the wallet is asked: a reload while it asks looks for this payment on the chain.
    asked = await recordPaymentAttempt(ctx, payment, option)
    const base = { connectorId: account.connectorId, address: account.address, network: option.network, nonce: asked?.resumed ? asked.attempt.checkpoint.nonce : undefined }
    let hash: string
    try {
      hash = option.asset.token
        ? await adapter.transferToken!({ ...base, token: option.asset.token, to: state.recipient.address, amount: option.value })
        : await adapter.sendTransaction({ ...base, to: state.recipient.address, value: option.value })
    } catch (cause) {
      throw walletErrorFromCause(cause)
    }
    sentPayment(ctx, option, { ...payment, hash, sentAt: Date.now() })
  } catch (error) {
    if (ctx.payments.session === session) {
      // Paying again after a reload: the first request may still be open in the wallet, so keep watching for it.
      const stillAsked = asked?.resumed && option ? asked.attempt : undefined
      if (!stillAsked && asked) forgetPaymentAttempt(ctx)
      dispatchPay(ctx, { type: 'sendFailed', stillAsked: stillAsked !== undefined, error: error as Error, options: withBalance(ctx, option, error) })
      if (stillAsked && option) watchAsked(ctx, session, option, stillAsked)
    }
    throw error
  }
  const stored = getPendingPayment(ctx)!
  void awaitReceipt(ctx, session, option, stored)
  return session.promise
}
