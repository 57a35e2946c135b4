import { type ErrorCode, ServerError, type ServerErrorParameters } from '../errors.ts'

/** The name-service refusals, each with its own code. */
export type NameErrorCode = Extract<
  ErrorCode,
  | 'name_invalid'
  | 'name_taken'
  | 'name_account_has_name'
  | 'name_not_found'
  | 'name_invalid_message'
  | 'name_message_expired'
  | 'name_nonce_used'
  | 'name_invalid_signature'
>

const statusOf: Record<NameErrorCode, number> = {
  name_invalid: 400,
  name_taken: 409,
  name_account_has_name: 409,
  name_not_found: 404,
  name_invalid_message: 400,
  name_message_expired: 400,
  name_nonce_used: 400,
  name_invalid_signature: 401,
}

/**
 * A refused name lookup or registration: `code` says why. 409 when the name or the account is
 * taken, 404 for an unknown name, 401 for a signature that is not the account's, 400 otherwise.
 */
export class NameError extends ServerError {
  override name = 'NameError'
  declare readonly code: NameErrorCode

  constructor(code: NameErrorCode, message: string, parameters: ServerErrorParameters = {}) {
    super(code, statusOf[code], message, parameters)
  }
}
