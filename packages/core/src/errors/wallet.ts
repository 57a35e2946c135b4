import { BaseError } from './base'

export type WalletErrorParameters = {
  /** The provider error (or anything thrown), kept for `walk()` and logs. */
  cause?: unknown
  /** Extra context; defaults to the cause's message. */
  details?: string | undefined
}

export type WalletErrorType = WalletError & { name: 'WalletError' }

/**
 * Base of the errors a wallet provider reports with a numeric `code`. `instanceof WalletError`
 * catches them all.
 *
 * @example
 * try { await provider.request({ method: 'wallet_switchEthereumChain', params }) } catch (e) {
 *   const error = walletErrorFromCause(e)
 *   if (error instanceof WalletError) console.log(error.code)
 * }
 */
export class WalletError extends BaseError {
  override name: string = 'WalletError'
  /** The EIP-1193 / EIP-1474 error code. */
  readonly code: number

  constructor(shortMessage: string, { code, cause, details }: WalletErrorParameters & { code: number }) {
    super(shortMessage, { cause, details, metaMessages: [`Code: ${code}`] })
    this.code = code
  }
}

export type UserRejectedRequestErrorType = UserRejectedRequestError & { name: 'UserRejectedRequestError' }

/**
 * The user rejected the request in the wallet (code 4001).
 *
 * @example
 * throw new UserRejectedRequestError({ cause: providerError })
 * // User rejected the request
 */
export class UserRejectedRequestError extends WalletError {
  override name = 'UserRejectedRequestError' as const
  static readonly code = 4001
  declare readonly code: 4001

  constructor(parameters: WalletErrorParameters = {}) {
    super('User rejected the request', { ...parameters, code: UserRejectedRequestError.code })
  }
}

export type UnrecognizedChainErrorType = UnrecognizedChainError & { name: 'UnrecognizedChainError' }

/**
 * The wallet does not know the chain (code 4902); add it with `wallet_addEthereumChain`.
 *
 * @example
 * throw new UnrecognizedChainError({ cause: providerError })
 * // Unrecognized chain
 */
export class UnrecognizedChainError extends WalletError {
  override name = 'UnrecognizedChainError' as const
  static readonly code = 4902
  declare readonly code: 4902

  constructor(parameters: WalletErrorParameters = {}) {
    super('Unrecognized chain', { ...parameters, code: UnrecognizedChainError.code })
  }
}

export type WalletDefaultErrorType = WalletDefaultError & { name: 'WalletDefaultError' }

/**
 * A wallet error with no more specific class (code 5000, also used for unknown codes; the
 * original code stays readable on `cause`).
 *
 * @example
 * throw new WalletDefaultError({ cause: providerError })
 * // Wallet request failed
 */
export class WalletDefaultError extends WalletError {
  override name = 'WalletDefaultError' as const
  static readonly code = 5000
  declare readonly code: 5000

  constructor(parameters: WalletErrorParameters = {}) {
    super('Wallet request failed', { ...parameters, code: WalletDefaultError.code })
  }
}

export type InvalidChainIdErrorType = InvalidChainIdError & { name: 'InvalidChainIdError' }

/**
 * The wallet answered "invalid chain id" (code 32603; many wallets send the JSON-RPC
 * internal-error code -32603 instead, which is kept as given).
 *
 * @example
 * throw new InvalidChainIdError({ code: -32603, cause: providerError })
 * // Invalid chain id
 */
export class InvalidChainIdError extends WalletError {
  override name = 'InvalidChainIdError' as const
  static readonly code = 32603
  declare readonly code: 32603 | -32603

  constructor({ code = InvalidChainIdError.code, ...parameters }: WalletErrorParameters & { code?: 32603 | -32603 } = {}) {
    super('Invalid chain id', { ...parameters, code })
  }
}
