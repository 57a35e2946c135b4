import { BaseError } from '../errors/base'

export type PayCancelledErrorType = PayCancelledError & { name: 'PayCancelledError' }

/**
 * The visitor cancelled the payment before it was sent (Cancel, closing the modal, or disconnecting).
 * `cause` is the last problem the Pay view showed, if any (a short balance, a wallet refusal).
 *
 * @example
 * try { await portico.pay(request) } catch (e) { if (e instanceof PayCancelledError) … }
 */
export class PayCancelledError extends BaseError {
  override name = 'PayCancelledError' as const

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Payment cancelled', { cause })
  }
}

export type PayInsufficientBalanceErrorType = PayInsufficientBalanceError & { name: 'PayInsufficientBalanceError' }

/** The connected account holds less of the asset than the payment asks for. */
export class PayInsufficientBalanceError extends BaseError {
  override name = 'PayInsufficientBalanceError' as const
  readonly asset: string
  /** Smallest units asked for, and held. */
  readonly required: bigint
  readonly available: bigint

  constructor({ asset, required, available }: { asset: string; required: bigint; available: bigint }) {
    super('Insufficient balance', { metaMessages: [`Asset: ${asset}`, `Required: ${required}`, `Available: ${available}`] })
    this.asset = asset
    this.required = required
    this.available = available
  }
}

export type PayUnsupportedAssetErrorType = PayUnsupportedAssetError & { name: 'PayUnsupportedAssetError' }

/**
 * The asset is not a CAIP-19 id the kit can pay with: a native currency (`eip155:1/slip44:60`) or
 * an ERC-20 (`eip155:1/erc20:0x…`).
 */
export class PayUnsupportedAssetError extends BaseError {
  override name = 'PayUnsupportedAssetError' as const
  readonly asset: string

  constructor({ asset, details }: { asset: string; details?: string | undefined }) {
    super('Unsupported asset', { metaMessages: [`Asset: ${asset.slice(0, 200)}`], details })
    this.asset = asset
  }
}

export type PayNetworkNotSupportedErrorType = PayNetworkNotSupportedError & { name: 'PayNetworkNotSupportedError' }

/** The asset lives on a network the app did not configure (or whose namespace has no adapter). */
export class PayNetworkNotSupportedError extends BaseError {
  override name = 'PayNetworkNotSupportedError' as const
  readonly caipNetworkId: string

  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('Network not supported for Pay', { metaMessages: [`Network: ${caipNetworkId}`] })
    this.caipNetworkId = caipNetworkId
  }
}

export type PayInvalidAmountErrorType = PayInvalidAmountError & { name: 'PayInvalidAmountError' }

/** The amount is not a positive decimal within the asset's decimals. */
export class PayInvalidAmountError extends BaseError {
  override name = 'PayInvalidAmountError' as const

  constructor({ amount }: { amount: string }) {
    super('Invalid payment amount', { metaMessages: [`Amount: ${amount.slice(0, 80)}`] })
  }
}

export type PayRecipientNotFoundErrorType = PayRecipientNotFoundError & { name: 'PayRecipientNotFoundError' }

/** The recipient is neither an address of the asset's namespace nor a registered name. */
export class PayRecipientNotFoundError extends BaseError {
  override name = 'PayRecipientNotFoundError' as const
  readonly recipient: string

  constructor({ recipient, cause }: { recipient: string; cause?: unknown }) {
    super('Recipient not found', { metaMessages: [`Recipient: ${recipient.slice(0, 200)}`], cause })
    this.recipient = recipient
  }
}

export type PayInProgressErrorType = PayInProgressError & { name: 'PayInProgressError' }

/** Another payment is under way; the same payment asked again joins it instead. */
export class PayInProgressError extends BaseError {
  override name = 'PayInProgressError' as const

  constructor() {
    super('A payment is already in progress')
  }
}

export type PayNotEnabledErrorType = PayNotEnabledError & { name: 'PayNotEnabledError' }

/** The project's pay feature is off (basic mode, or `pay` not on locally or on the server). */
export class PayNotEnabledError extends BaseError {
  override name = 'PayNotEnabledError' as const

  constructor() {
    super('Pay is not enabled', { metaMessages: ['Turn it on with `features: { pay: true }` or `portico-server project features ID --pay on`.'] })
  }
}

export type PayTransactionFailedErrorType = PayTransactionFailedError & { name: 'PayTransactionFailedError' }

/** The payment was mined but reverted; or the exchange paying it could not send it (no hash then). */
export class PayTransactionFailedError extends BaseError {
  override name = 'PayTransactionFailedError' as const
  readonly hash: string | undefined

  constructor({ hash, exchange }: { hash?: string | undefined; exchange?: string | undefined }) {
    super('The payment failed', { metaMessages: [hash ? `Transaction: ${hash}` : `Exchange: ${exchange ?? 'unknown'}`] })
    this.hash = hash
  }
}
