import { type ServerErrorParameters, ServerError, type SiwxErrorCode } from '../errors.ts'

/**
 * A refused sign-in: `code` tells the client why (`siwx_nonce_used`, `siwx_domain_mismatch`…), the
 * message says it in words. 401 for a missing session, 400 otherwise.
 */
export class SiwxError extends ServerError {
  override name = 'SiwxError'
  declare readonly code: SiwxErrorCode

  constructor(code: SiwxErrorCode, message: string, parameters: ServerErrorParameters = {}) {
    super(code, code === 'siwx_no_session' || code === 'siwx_invalid_signature' ? 401 : 400, message, parameters)
  }
}
