import { ServerError } from '../errors.ts'

/**
 * Why a call or a message was not decoded: more than the decoder reads (`too_large`: calldata over
 * `SIMULATE_MAX_CALLDATA_BYTES`, too many fields, too many nodes in a message), nested deeper than
 * `maxDecodeDepth` (`too_deep`), not the shape it claims (`malformed`: not hex, not an EIP-712
 * object), or a known selector or message type whose data does not fit the descriptor (`not_matching`).
 */
export type ClearSigningErrorReason = 'too_large' | 'too_deep' | 'malformed' | 'not_matching'

/** A call or typed message the clear-signing decoder refuses (400 `bad_request`, `details.reason` says why). */
export class ClearSigningError extends ServerError {
  override name = 'ClearSigningError'
  readonly reason: ClearSigningErrorReason

  constructor({ reason, message, cause }: { reason: ClearSigningErrorReason; message: string; cause?: unknown }) {
    super('bad_request', 400, message, { details: { reason }, cause })
    this.reason = reason
  }
}
