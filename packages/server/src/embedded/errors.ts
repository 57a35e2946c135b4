import { type EmbeddedErrorCode, ServerError, type ServerErrorParameters } from '../errors.ts'

const statusOf: Record<EmbeddedErrorCode, number> = {
  embedded_unavailable: 503,
  embedded_origin_refused: 403,
  embedded_cooldown: 429,
  embedded_mail_limit: 429,
  embedded_mail_failed: 503,
  embedded_login_unknown: 404,
  embedded_login_expired: 410,
  embedded_login_state: 409,
  embedded_otp_invalid: 401,
  embedded_otp_expired: 410,
  embedded_otp_attempts: 429,
  embedded_device_link_invalid: 400,
  embedded_no_session: 401,
  embedded_request_unknown: 404,
  embedded_request_expired: 410,
  embedded_request_state: 409,
  embedded_email_taken: 409,
  embedded_email_unchanged: 400,
  embedded_send_busy: 409,
  embedded_undo_link_invalid: 400,
  embedded_export_held: 403,
  embedded_export_key_invalid: 400,
  embedded_social_unknown_provider: 404,
  embedded_social_state_invalid: 400,
  embedded_social_denied: 401,
  embedded_social_code_refused: 401,
  embedded_social_token_invalid: 401,
  embedded_social_provider_failed: 502,
  embedded_social_result_invalid: 400,
  embedded_social_return_refused: 400,
  embedded_login_taken: 409,
  embedded_login_not_linked: 404,
  embedded_last_login: 409,
  embedded_reauth_required: 401,
  embedded_second_proof_required: 403,
  embedded_smart_account_unavailable: 400,
  embedded_user_operation_failed: 400,
  embedded_farcaster_unavailable: 404,
  embedded_farcaster_login_invalid: 400,
  embedded_farcaster_expired: 410,
  embedded_farcaster_refused: 401,
  embedded_farcaster_relay_failed: 502,
  embedded_passkey_refused: 401,
  embedded_passkey_unknown: 401,
  embedded_passkey_required: 403,
}

/**
 * A refused embedded-wallet request: `code` says why (`embedded_otp_invalid`, `embedded_cooldown`…),
 * the message in words (the spec's text where it has one).
 */
export class EmbeddedError extends ServerError {
  override name = 'EmbeddedError'
  declare readonly code: EmbeddedErrorCode

  constructor(code: EmbeddedErrorCode, message: string, parameters: ServerErrorParameters = {}) {
    super(code, statusOf[code], message, parameters)
  }
}

/** A login trigger or resend inside the 30 s cooldown (spec §5: 'Please try again after N seconds'). */
export class EmbeddedCooldownError extends EmbeddedError {
  override name = 'EmbeddedCooldownError'
  /** Seconds left (the `Retry-After` header). */
  readonly retryAfter: number

  constructor({ retryAfter }: { retryAfter: number }) {
    super('embedded_cooldown', `Please try again after ${retryAfter} seconds`, { details: { retryAfter } })
    this.retryAfter = retryAfter
  }
}

/**
 * The address's budget of wrong codes (across every login and check, every mail) is spent: no code
 * of it is checked, right or wrong, until the hour ends. Same code as a spent single code
 * (`embedded_otp_attempts`), so clients say "too many wrong codes"; `details.scope` is `identity`.
 */
export class EmbeddedCodesLockedError extends EmbeddedError {
  override name = 'EmbeddedCodesLockedError'
  /** Seconds left (the `Retry-After` header). */
  readonly retryAfter: number

  constructor({ retryAfter }: { retryAfter: number }) {
    super('embedded_otp_attempts', `Too many wrong codes for this address: try again in ${Math.ceil(retryAfter / 60)} minutes`, {
      details: { scope: 'identity', retryAfter },
    })
    this.retryAfter = retryAfter
  }
}

/** The server has no master key, mailer or frame origin configured: it offers no embedded wallet. */
export class EmbeddedUnavailableError extends EmbeddedError {
  override name = 'EmbeddedUnavailableError'

  constructor({ missing }: { missing: string }) {
    super('embedded_unavailable', 'The embedded wallet is not configured on this server', { details: { missing } })
  }
}

/** The chain has no ERC-4337 bundler configured on this server: the smart account is not offered there. */
export class SmartAccountUnavailableError extends EmbeddedError {
  override name = 'SmartAccountUnavailableError'

  constructor({ chainId }: { chainId: number }) {
    super('embedded_smart_account_unavailable', `Smart accounts are not available on chain ${chainId}`, { details: { chainId } })
  }
}

/** The bundler refused the UserOperation (it would revert, the account cannot pay its gas…), or it did not succeed on the chain. */
export class UserOperationFailedError extends EmbeddedError {
  override name = 'UserOperationFailedError'

  constructor({ reason, cause }: { reason: string; cause?: unknown }) {
    super('embedded_user_operation_failed', `The UserOperation failed: ${reason}`, { cause })
  }
}
