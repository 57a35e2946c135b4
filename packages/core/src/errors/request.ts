import { BaseError } from './base'

export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }

/**
 * Thrown when an RPC request is aborted (e.g. the modal closed while it was pending).
 *
 * @example
 * throw new RequestAbortedError({ method: 'eth_sendTransaction' })
 * // Request was aborted
 * //
 * // Method: eth_sendTransaction
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const
  readonly method: string | undefined

  constructor({ method, cause }: { method?: string | undefined; cause?: unknown } = {}) {
    super('Request was aborted', {
      cause,
      metaMessages: method ? [`Method: ${method}`] : undefined,
    })
    this.method = method
  }
}

export type UnknownErrorType = UnknownError & { name: 'UnknownError' }

/**
 * The fallback for failures with no better description; keeps the original as `cause`.
 *
 * @example
 * try { … } catch (cause) {
 *   throw new UnknownError({ cause })
 * }
 * // Something went wrong
 */
export class UnknownError extends BaseError {
  override name = 'UnknownError' as const

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Something went wrong', { cause })
  }
}
