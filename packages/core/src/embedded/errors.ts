import { BaseError } from '../errors/base'

/** The alert codes of the embedded-wallet frame (spec §8). */
export type FrameAlertCode = 'iframe_load_failed' | 'iframe_request_timeout' | 'unverified_domain'

export type FrameErrorType = FrameError & { name: 'FrameError' }

/**
 * The embedded-wallet frame failed: it did not load in time (`iframe_load_failed`), a request got
 * no answer in time (`iframe_request_timeout`), or the frame refused this page's origin
 * (`unverified_domain`); or it is not there at all (spec §8: 'W3mFrame: iframe is not set').
 */
export class FrameError extends BaseError {
  override name = 'FrameError' as const
  readonly code: FrameAlertCode | 'iframe_not_set' | 'parent_not_set'

  constructor(code: FrameError['code'], parameters: { details?: string; cause?: unknown } = {}) {
    const messages = {
      iframe_load_failed: 'The embedded wallet did not load',
      iframe_request_timeout: 'The embedded wallet did not answer in time',
      unverified_domain: 'This site is not on the project\'s allowed origins: the embedded wallet refuses it',
      iframe_not_set: 'W3mFrame: iframe is not set',
      parent_not_set: 'W3mFrame: parent is not set',
    }
    super(messages[code], parameters)
    this.code = code
  }
}

export type FrameRequestErrorType = FrameRequestError & { name: 'FrameRequestError' }

/** The frame answered a request with an error: its message, or 'An error occurred' (spec §4). */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError' as const
  readonly request: string
  /** The server's error code when it refused (`embedded_otp_invalid`, `embedded_cooldown`…). */
  readonly code: string | undefined

  constructor({ request, message, code }: { request: string; message?: string | undefined; code?: string | undefined }) {
    super(message || 'An error occurred', { metaMessages: [`Request: ${request}`] })
    this.request = request
    this.code = code
  }
}

export type RpcRequestAbortedErrorType = RpcRequestAbortedError & { name: 'RpcRequestAbortedError' }

/** An open signing request ended because the modal closed (spec §4, §8: 'Request was aborted'). */
export class RpcRequestAbortedError extends BaseError {
  override name = 'RpcRequestAbortedError' as const
  readonly code = 4001

  constructor({ method }: { method: string }) {
    super('Request was aborted', { metaMessages: [`Method: ${method}`] })
  }
}

export type RpcRequestRejectedErrorType = RpcRequestRejectedError & { name: 'RpcRequestRejectedError' }

/** The visitor rejected a signing or sending request in the wallet frame: EIP-1193's 4001, as a wallet's refusal is. */
export class RpcRequestRejectedError extends BaseError {
  override name = 'RpcRequestRejectedError' as const
  readonly code = 4001

  constructor({ method, cause }: { method: string; cause?: unknown }) {
    super('User rejected the request', { metaMessages: [`Method: ${method}`], cause })
  }
}
