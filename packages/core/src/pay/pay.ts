import { addPendingTransaction } from '../activity/pendingTransactions'
import { BaseError } from '../errors/base'
import {
  PayCancelledError,
  PayInProgressError,
  PayInsufficientBalanceError,
  PayNotEnabledError,
  PayRecipientNotFoundError,
  PayUnsupportedAssetError,
} from './errors'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import { toDecimalString } from '../format/toDecimalString'
import { isValidName } from '../names/validateName'
import { parsePaymentAsset } from './parsePaymentAsset'
import { paymentKey } from './paymentKey'
import type { AssetId, Payment, PaymentAttempt, PayParameters, PendingPayment } from './types'
import type { HistoryItem } from '../account/types'
import { storageKeys } from '../storage/storageKeys'
import { initialPayState, type PayOption } from './createPayStore'
import { isEvmAddress } from '../validators/isEvmAddress'
import { getAccount } from '../connection/getAccount'
import { switchNetwork } from '../networks/switchNetwork'
import { type KitContext, getAdapter } from '../kit/context'
import { resolveName } from '../names/registerName'
import { cancelExchangePayment, fetchPayExchanges, followExchangePayment, getPendingExchangePayment } from './exchangePayment'
import { forgetPaymentAttempt, getPaymentAttempt, recordPaymentAttempt, watchPaymentAttempt } from './paymentAttempt'
import { createPaymentSession, type PaymentSession } from './paymentSession'
import { awaitReceipt, finish, leavePay } from './settlePayment'
import { describeAsset, preferredOption, readBalance } from './payOptions'

/** Statuses in which nothing has gone out yet (as far as the kit knows): cancelling is still possible. */
const cancellable = new Set(['preparing', 'ready', 'walletAsked'])

const isPendingPayment = (value: unknown): value is PendingPayment =>
  typeof value === 'object' && value !== null && typeof (value as PendingPayment).hash === 'string' && typeof (value as PendingPayment).key === 'string'

/** The payment sent and not yet confirmed, kept across reloads (see `pay`). */
export function getPendingPayment(ctx: KitContext): PendingPayment | undefined {
  return ctx.storage.get(storageKeys.pendingPayment, isPendingPayment)
}

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
  ctx.pay.setState({
    ...initialPayState,
    status: 'preparing',
    request: { recipient, amount, assets },
    recipient: { address: to, name: to.toLowerCase() === recipient.toLowerCase() ? undefined : recipient },
    options,
    selected: options[0]!.asset.id,
  })
  showPay(ctx)

  const stored = getPendingPayment(ctx)
  if (stored?.key === key) {
    const option = options.find((o) => o.asset.id === stored.asset) ?? options[0]!
    ctx.pay.setState({ status: 'confirming', selected: option.asset.id, hash: stored.hash })
    void awaitReceipt(ctx, session, option, stored)
    return session.promise
  }
  // Asked of the wallet before a reload, never answered here: it may still be asking.
  const asked = getPaymentAttempt(ctx)
  if (asked?.key === key) {
    const option = options.find((o) => o.asset.id === asked.asset) ?? options[0]!
    ctx.pay.setState({ status: 'walletAsked', selected: option.asset.id })
    watchAsked(ctx, session, option, asked)
    return session.promise
  }
  // Started at an exchange before a reload: follow that one rather than start another.
  const atExchange = getPendingExchangePayment(ctx)
  if (atExchange?.key === key) {
    const option = options.find((o) => o.asset.id === atExchange.asset) ?? options[0]!
    ctx.pay.setState({ exchanges: [atExchange.exchange] })
    followExchangePayment(ctx, session, option, atExchange)
  } else {
    void refreshPayOptions(ctx)
      .catch(() => undefined)
      .then(() => fetchPayExchanges(ctx))
  }
  return session.promise
}

/** Watches the chain for a payment the wallet was asked for before a reload: found, it is waited for like one just sent. */
function watchAsked(ctx: KitContext, session: PaymentSession, option: PayOption, attempt: PaymentAttempt) {
  watchPaymentAttempt(ctx, session, option, attempt, {
    onSent: (hash) => {
      const { checkpoint: _, ...sent } = attempt
      const pending: PendingPayment = { ...sent, hash, sentAt: Date.now() }
      sentPayment(ctx, option, pending)
      void awaitReceipt(ctx, session, option, pending)
    },
    onNotSent: () => {
      ctx.pay.setState({ status: 'ready' })
      void refreshPayOptions(ctx).catch(() => undefined)
    },
  })
}

/** Opens the Pay view (in the modal, unless an embedded form shows the kit's views). */
function showPay(ctx: KitContext) {
  if (ctx.router.current().view !== 'Pay') ctx.router.reset('Pay')
  ctx.modal.reveal()
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

async function resolveRecipient(ctx: KitContext, recipient: string, namespace: string): Promise<string> {
  if (namespace === 'eip155' && isEvmAddress(recipient)) return recipient.startsWith('0x') ? recipient : `0x${recipient}`
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

/**
 * Reads what the connected account holds of each asset (nothing while disconnected) and picks the
 * option to show: the active network when it holds enough, else one that does.
 */
export async function refreshPayOptions(ctx: KitContext): Promise<void> {
  const state = ctx.pay.getState()
  if (!ctx.payments.session || !state.request) return
  const account = getAccount(ctx)
  const address = account.status === 'connected' ? account.address : undefined
  const options = await Promise.all(
    state.options.map(async (option): Promise<PayOption> => {
      if (!address || option.asset.chainNamespace !== account.chainNamespace) return { ...option, balance: undefined }
      return { ...option, balance: await readBalance(ctx, option, address).catch(() => undefined) }
    }),
  )
  const now = ctx.pay.getState()
  if (now.request !== state.request || !cancellable.has(now.status)) return
  const activeId = account.network?.caipNetworkId
  const selected = address ? (preferredOption(options, activeId)?.asset.id ?? now.selected) : now.selected
  ctx.pay.setState({ options, selected, status: 'ready', error: shortOf(options, selected) })
}

/** The short-balance problem of the selected option, if any. */
function shortOf(options: readonly PayOption[], selected: AssetId | undefined): Error | undefined {
  const option = options.find((o) => o.asset.id === selected)
  if (!option || option.balance === undefined || option.balance >= option.value) return undefined
  return new PayInsufficientBalanceError({ asset: option.asset.id, required: option.value, available: option.balance })
}

/** Picks the asset (network) to pay with; connected on another network, the wallet switches to it. */
export async function selectPayAsset(ctx: KitContext, { asset }: { asset: AssetId }): Promise<void> {
  const state = ctx.pay.getState()
  const option = state.options.find((o) => o.asset.id === asset)
  if (!option || !cancellable.has(state.status)) return
  ctx.pay.setState({ selected: asset, error: shortOf(state.options, asset), exchanges: undefined })
  void fetchPayExchanges(ctx)
  const account = getAccount(ctx, option.asset.chainNamespace)
  if (account.status === 'connected' && account.network?.caipNetworkId !== option.network.caipNetworkId) {
    try {
      await switchNetwork(ctx, { caipNetworkId: option.network.caipNetworkId })
    } catch (error) {
      ctx.pay.setState({ error: error as Error })
      throw error
    }
  }
}

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
  ctx.pay.setState({ status: 'sending', error: undefined })
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

async function send(ctx: KitContext, session: PaymentSession): Promise<Payment> {
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
      ctx.pay.setState({ status: stillAsked ? 'walletAsked' : 'ready', error: error as Error, options: withBalance(ctx, option, error) })
      if (stillAsked && option) watchAsked(ctx, session, option, stillAsked)
    }
    throw error
  }
  const stored = getPendingPayment(ctx)!
  void awaitReceipt(ctx, session, option, stored)
  return session.promise
}

/**
 * The wallet sent the payment: kept with its hash before anything else (a reload from here on waits
 * for this hash instead of paying again), shown as confirming and in Activity.
 */
function sentPayment(ctx: KitContext, option: PayOption, pending: PendingPayment) {
  ctx.storage.set(storageKeys.pendingPayment, pending)
  forgetPaymentAttempt(ctx)
  ctx.pay.setState({ status: 'confirming', hash: pending.hash, error: undefined })
  showPendingTransaction(ctx, option, pending)
}

/** The balance learnt from a short-balance error, so the view shows it. */
function withBalance(ctx: KitContext, option: PayOption | undefined, error: unknown): readonly PayOption[] {
  const { options } = ctx.pay.getState()
  if (!option || !(error instanceof PayInsufficientBalanceError)) return options
  return options.map((o) => (o.asset.id === option.asset.id ? { ...o, balance: error.available } : o))
}

/** The payment in Activity at once, as a pending send. */
function showPendingTransaction(ctx: KitContext, option: PayOption, pending: PendingPayment) {
  const item: HistoryItem = {
    id: pending.hash,
    metadata: {
      operationType: 'send',
      hash: pending.hash,
      chain: option.network.caipNetworkId,
      minedAt: new Date(pending.sentAt).toISOString(),
      sentFrom: pending.from,
      sentTo: pending.to,
      status: 'pending',
      nonce: -1,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: toDecimalString(option.value, option.decimals), decimals: String(option.decimals) },
        fungible_info: { name: option.name, symbol: option.symbol, ...(option.iconUrl ? { icon: { url: option.iconUrl } } : {}) },
      },
    ],
  }
  ctx.account.setState((state) => ({ pending: addPendingTransaction(state.pending, item) }))
}

/**
 * Cancels the payment under way when nothing has been sent: its promise rejects with
 * PayCancelledError (its `cause` the last problem shown). Once the wallet has been asked, it has
 * the last word (refusing there lets the visitor cancel here); once sent, the payment is waited for.
 * A payment at an exchange is cancelled there first, unless the visitor already confirmed it there.
 *
 * @returns whether it cancelled.
 */
export function cancelPay(ctx: KitContext): boolean | Promise<boolean> {
  const session = ctx.payments.session
  const { status, error } = ctx.pay.getState()
  if (session && status === 'exchange') return cancelExchangePayment(ctx, session)
  if (!session || !cancellable.has(status) || session.starting) return false
  forgetPaymentAttempt(ctx)
  finish(ctx, session)
  session.reject(new PayCancelledError({ cause: error }))
  leavePay(ctx)
  return true
}

export { leavePay }
