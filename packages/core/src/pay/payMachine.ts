import { initialPayState, type PayOption, type PayState, type PayStatus } from './createPayStore'
import type { PayExchange } from './exchangeTypes'
import type { AssetId, Payment } from './types'

/**
 * What happens to a payment, as the Pay view's state machine sees it. Every change to the pay
 * store goes through {@link payTransition} with one of these; an event that does not fit the
 * current status (a late answer after a cancel, a watcher firing while the visitor pays again) is
 * ignored, so no code path can put the view in a status the flow does not have.
 */
export type PayEvent =
  /** `pay` read the request: the view opens on it (whatever was there before is dropped). */
  | { type: 'started'; request: NonNullable<PayState['request']>; recipient: NonNullable<PayState['recipient']>; options: readonly PayOption[]; selected: AssetId }
  /** After a reload: the payment had been sent (its hash was kept), it is waited for. */
  | { type: 'resumedSent'; selected: AssetId; hash: string }
  /** After a reload: the wallet had been asked and never answered here. */
  | { type: 'resumedAsked'; selected: AssetId }
  /** The balances were read (or the account changed): the visitor can pay. */
  | { type: 'optionsRead'; options: readonly PayOption[]; selected: AssetId | undefined; error: Error | undefined }
  /** The visitor picked another asset (network). */
  | { type: 'selected'; selected: AssetId; error: Error | undefined }
  /** The exchanges that pay the selected asset are known. */
  | { type: 'exchangesRead'; exchanges: readonly PayExchange[] | undefined }
  /** A problem to show, without changing where the payment is (a refused network switch…). */
  | { type: 'failedQuietly'; error: Error }
  /** The wallet is asked. */
  | { type: 'sending' }
  /** The wallet refused or the checks failed; `stillAsked`: a request from before a reload may still be open. */
  | { type: 'sendFailed'; error: Error; stillAsked: boolean; options: readonly PayOption[] }
  /** The chain says the request from before a reload never went out. */
  | { type: 'notSent' }
  /** The payment is at an exchange, where the visitor confirms it. */
  | { type: 'atExchange'; selected: AssetId; exchange: NonNullable<PayState['exchange']> }
  /** It went out (from the wallet, a watched request or the exchange): waiting for the receipt. */
  | { type: 'sent'; hash: string }
  /** The receipt says it succeeded. */
  | { type: 'confirmed'; payment: Payment }
  /** The session ended without a payment (cancelled, failed, the receipt unreadable). */
  | { type: 'ended' }

export type PayEventType = PayEvent['type']

/** Statuses in which nothing has gone out yet (as far as the kit knows): cancelling is still possible. */
export const cancellable: ReadonlySet<PayStatus> = new Set<PayStatus>(['preparing', 'ready', 'walletAsked'])

const underWay: readonly PayStatus[] = ['preparing', 'ready', 'sending', 'walletAsked', 'exchange', 'confirming']

/** The statuses each event may happen in: the machine's edges, read as a table. */
export const payEventFrom: { readonly [Type in PayEventType]: 'any' | readonly PayStatus[] } = {
  started: 'any',
  resumedSent: ['preparing'],
  resumedAsked: ['preparing'],
  optionsRead: [...cancellable],
  selected: [...cancellable],
  exchangesRead: underWay,
  failedQuietly: underWay,
  sending: [...cancellable],
  sendFailed: ['sending'],
  notSent: ['walletAsked'],
  atExchange: ['preparing', 'ready'],
  sent: ['sending', 'walletAsked', 'exchange'],
  confirmed: ['confirming'],
  ended: 'any',
}

/** Whether `event` may happen while the payment is in `status`. */
export function canHappen(status: PayStatus, type: PayEventType): boolean {
  const from = payEventFrom[type]
  return from === 'any' || from.includes(status)
}

/** The pay state after `event`; the same object when the event does not fit the current status. */
export function payTransition(state: PayState, event: PayEvent): PayState {
  if (!canHappen(state.status, event.type)) return state
  switch (event.type) {
    case 'started': {
      const { request, recipient, options, selected } = event
      return { ...initialPayState, status: 'preparing', request, recipient, options, selected }
    }
    case 'resumedSent':
      return { ...state, status: 'confirming', selected: event.selected, hash: event.hash }
    case 'resumedAsked':
      return { ...state, status: 'walletAsked', selected: event.selected }
    case 'optionsRead':
      return { ...state, status: 'ready', options: event.options, selected: event.selected, error: event.error }
    case 'selected':
      return { ...state, selected: event.selected, error: event.error, exchanges: undefined }
    case 'exchangesRead':
      return { ...state, exchanges: event.exchanges }
    case 'failedQuietly':
      return { ...state, error: event.error }
    case 'sending':
      return { ...state, status: 'sending', error: undefined }
    case 'sendFailed':
      return { ...state, status: event.stillAsked ? 'walletAsked' : 'ready', error: event.error, options: event.options }
    case 'notSent':
      return { ...state, status: 'ready' }
    case 'atExchange':
      return { ...state, status: 'exchange', selected: event.selected, error: undefined, exchange: event.exchange }
    case 'sent':
      return { ...state, status: 'confirming', hash: event.hash, error: undefined }
    case 'confirmed':
      return { ...state, status: 'success', payment: event.payment, error: undefined }
    case 'ended':
      return initialPayState
  }
}
