import { BaseError } from '@portico/core'

type BaseErrorParameters = NonNullable<ConstructorParameters<typeof BaseError>[1]>

/** Errors that carry a numeric code (the wallet's or the relay's), so `error.code` reads like a provider error. */
class CodedError extends BaseError {
  readonly code: number

  constructor(shortMessage: string, code: number, parameters: BaseErrorParameters = {}) {
    super(shortMessage, { ...parameters, metaMessages: [...(parameters.metaMessages ?? []), `Code: ${code}`] })
    this.code = code
  }
}

/** An envelope that is not base64, of an unknown type, or that does not decrypt with the key we hold. */
export class EnvelopeError extends BaseError {
  override name = 'EnvelopeError' as const
}

/** `wc:` URI that does not parse (missing topic, version, symKey or relay protocol). */
export class InvalidUriError extends BaseError {
  override name = 'InvalidUriError' as const
  constructor(details: string) {
    super('Invalid WalletConnect URI', { details })
  }
}

/** This environment has no WebSocket (Node below 22): pass one, e.g. `WebSocket` from the `ws` package. */
export class WebSocketUnavailableError extends BaseError {
  override name = 'WebSocketUnavailableError' as const
  constructor() {
    super('No WebSocket available', { details: 'Pass the `WebSocket` option (for example the `ws` package in Node).' })
  }
}

/** The socket to the relay closed or did not open. */
export class RelayConnectionError extends BaseError {
  override name = 'RelayConnectionError' as const
  constructor({ url, cause, details }: { url: string; cause?: unknown; details?: string }) {
    super('Could not reach the WalletConnect relay', { cause, details, metaMessages: [`Relay: ${url}`] })
  }
}

/** The relay answered a JSON-RPC call with an error. */
export class RelayRequestError extends CodedError {
  override name = 'RelayRequestError' as const
  constructor({ method, code, message }: { method: string; code: number; message: string }) {
    super('The WalletConnect relay refused a request', code, { details: message, metaMessages: [`Method: ${method}`] })
  }
}

/** The relay or the wallet did not answer within the time allowed. */
export class RequestTimeoutError extends BaseError {
  override name = 'RequestTimeoutError' as const
  constructor({ method, timeoutMs }: { method: string; timeoutMs: number }) {
    super('The request timed out', { metaMessages: [`Method: ${method}`, `Timeout: ${timeoutMs} ms`] })
  }
}

/** The wallet rejected the session proposal (5000 user rejected, 5100 unsupported chains, ...). */
export class ProposalRejectedError extends CodedError {
  override name = 'ProposalRejectedError' as const
  constructor({ code, message }: { code: number; message: string }) {
    super('The wallet rejected the connection', code, { details: message })
  }
}

/** No wallet answered the pairing before it expired. */
export class ProposalExpiredError extends BaseError {
  override name = 'ProposalExpiredError' as const
  constructor() {
    super('Proposal expired')
  }
}

/** The wallet answered a session request with a JSON-RPC error (4001 user rejected, ...). */
export class SessionRequestError extends CodedError {
  override name = 'SessionRequestError' as const
  readonly data: unknown
  constructor({ method, code, message, data }: { method: string; code: number; message: string; data?: unknown }) {
    super(message || 'The wallet returned an error', code, { details: message, metaMessages: [`Method: ${method}`] })
    this.data = data
  }
}

/** No session (or pairing) with this topic: never made, deleted or expired. */
export class SessionNotFoundError extends CodedError {
  override name = 'SessionNotFoundError' as const
  constructor({ topic }: { topic: string }) {
    // 4900: EIP-1193's "Disconnected", which is what a provider without its session is.
    super('No matching key. session topic doesn\'t exist', 4900, { metaMessages: [`Topic: ${topic}`] })
  }
}

/** A chain the session does not include (CAIP-2, e.g. `eip155:1`). */
export class ChainNotApprovedError extends CodedError {
  override name = 'ChainNotApprovedError' as const
  constructor({ chainId }: { chainId: string }) {
    // 4902: EIP-3326's "Unrecognized chain ID".
    super('The wallet did not approve this chain', 4902, { metaMessages: [`Chain: ${chainId}`] })
  }
}

/** The client was closed; make a new one. */
export class ClientClosedError extends BaseError {
  override name = 'ClientClosedError' as const
  constructor() {
    super('The WalletConnect client is closed')
  }
}
