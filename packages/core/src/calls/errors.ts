import { BaseError } from '../errors/base'

export type InvalidCallsErrorType = InvalidCallsError & { name: 'InvalidCallsError' }

/**
 * A `sendCalls` batch the spec refuses (§5: each call's `to` starts with 0x, its `data`, if present,
 * too), or an empty one, or a value that is not a whole non-negative amount. Nothing reached the wallet.
 *
 * @example
 * throw new InvalidCallsError({ reason: "'to' must start with 0x", index: 1 })
 * // Invalid call at index 1: 'to' must start with 0x
 */
export class InvalidCallsError extends BaseError {
  override name = 'InvalidCallsError' as const
  /** The first refused call's position, when one call is at fault. */
  readonly index: number | undefined

  constructor({ reason, index }: { reason: string; index?: number | undefined }) {
    super(index === undefined ? `Invalid calls: ${reason}` : `Invalid call at index ${index}: ${reason}`)
    this.index = index
  }
}

export type CallsIdErrorType = CallsIdError & { name: 'CallsIdError' }

/**
 * `getCallsStatus` / `showCallsStatus` got an id that is not a string of 1 to 8,192 characters
 * (EIP-5792 ids are strings the wallet made; nothing else is sent to it).
 */
export class CallsIdError extends BaseError {
  override name = 'CallsIdError' as const

  constructor() {
    super('Invalid calls id')
  }
}

export type CallsNotSupportedErrorType = CallsNotSupportedError & { name: 'CallsNotSupportedError' }

/**
 * The wallet does not support EIP-5792 and the batch asks for what one transaction per call cannot
 * give: all-or-nothing (`forceAtomic` with more than one call) or a capability not marked optional.
 * Nothing was sent.
 *
 * @example
 * throw new CallsNotSupportedError({ reason: 'atomic execution' })
 * // The wallet cannot send these calls: atomic execution is not supported
 */
export class CallsNotSupportedError extends BaseError {
  override name = 'CallsNotSupportedError' as const

  constructor({ reason, cause }: { reason: string; cause?: unknown }) {
    super(`The wallet cannot send these calls: ${reason} is not supported`, { cause })
  }
}

export type CallsStatusTimeoutErrorType = CallsStatusTimeoutError & { name: 'CallsStatusTimeoutError' }

/**
 * `waitForCalls` gave up: the batch was still pending when its time was up (it may land later;
 * `getCallsStatus` with the same id says).
 *
 * @example
 * throw new CallsStatusTimeoutError({ id: '0x…', timeout: 120_000 })
 * // The calls were still pending after 120 s
 */
export class CallsStatusTimeoutError extends BaseError {
  override name = 'CallsStatusTimeoutError' as const
  readonly id: string

  constructor({ id, timeout }: { id: string; timeout: number }) {
    super(`The calls were still pending after ${Math.round(timeout / 1000)} s`, { metaMessages: [`Calls id: ${id}`] })
    this.id = id
  }
}
