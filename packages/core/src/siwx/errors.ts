import { BaseError } from '../errors/base'

export type SIWXInitErrorType = SIWXInitError & { name: 'SIWXInitError' }

/** Creating the sign-in message failed (no nonce, server down…). The text is the spec's toast. */
export class SIWXInitError extends BaseError {
  override name = 'SIWXInitError' as const

  constructor({ cause }: { cause?: unknown } = {}) {
    super('A problem occurred while trying initialize authentication', { cause })
  }
}

export type SIWXSignErrorType = SIWXSignError & { name: 'SIWXSignError' }

/** The wallet did not sign the sign-in message, or the signature was refused. The spec's toast text. */
export class SIWXSignError extends BaseError {
  override name = 'SIWXSignError' as const

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Error signing message', { cause })
  }
}

export type InvalidSIWXMessageErrorType = InvalidSIWXMessageError & { name: 'InvalidSIWXMessageError' }

/** A sign-in message field breaks its format (EIP-4361 / CAIP-122). */
export class InvalidSIWXMessageError extends BaseError {
  override name = 'InvalidSIWXMessageError' as const
  readonly field: string

  constructor({ field, reason }: { field: string; reason: string }) {
    super(`Invalid sign-in message field \`${field}\``, { details: reason })
    this.field = field
  }
}

export type SIWXNamespaceNotSupportedErrorType = SIWXNamespaceNotSupportedError & {
  name: 'SIWXNamespaceNotSupportedError'
}

/** No sign-in message format is known for the network's namespace. */
export class SIWXNamespaceNotSupportedError extends BaseError {
  override name = 'SIWXNamespaceNotSupportedError' as const

  constructor({ chainId }: { chainId: string }) {
    super('Unsupported chain namespace', {
      metaMessages: [`Sign-in messages are not defined for ${chainId}.`, 'Supported: eip155, solana, bip122.'],
    })
  }
}

export type SIWXServerErrorType = SIWXServerError & { name: 'SIWXServerError' }

/** The Portico server refused a sign-in call; `code` is its JSON error code (e.g. `siwx_nonce_used`). */
export class SIWXServerError extends BaseError {
  override name = 'SIWXServerError' as const
  readonly code: string
  readonly status: number

  constructor({ code, status, message }: { code: string; status: number; message: string }) {
    super(message, { metaMessages: [`Server error code: ${code} (HTTP ${status})`] })
    this.code = code
    this.status = status
  }
}
