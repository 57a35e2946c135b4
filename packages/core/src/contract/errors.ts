import * as z from 'zod/mini'

/**
 * Every code the server answers in `{ error: { code, message, details? } }`. The kit reads the
 * general, swap, name and on-ramp codes (`ServerErrorCode`, with the two it makes up itself); the
 * wallet frame reads the embedded wallet's; sign-in reads its own.
 */
export const apiErrorCodes = [
  'bad_request',
  'project_not_found',
  'origin_not_allowed',
  'rate_limited',
  'payload_too_large',
  'not_found',
  'internal_error',
  'unknown_chain',
  'upstream_unavailable',
  'feature_disabled',
  'swaps_network_not_supported',
  'swap_provider_unavailable',
  'swap_token_not_supported',
  'swap_no_route',
  'swap_approval_required',
  'name_invalid',
  'name_taken',
  'name_account_has_name',
  'name_not_found',
  'name_invalid_message',
  'name_message_expired',
  'name_nonce_used',
  'name_invalid_signature',
  'onramp_amount_out_of_range',
  'onramp_payment_method_not_supported',
  'exchange_amount_too_large',
  'siwx_invalid_message',
  'siwx_domain_mismatch',
  'siwx_chain_mismatch',
  'siwx_chain_not_supported',
  'siwx_address_mismatch',
  'siwx_nonce_unknown',
  'siwx_nonce_used',
  'siwx_nonce_expired',
  'siwx_message_expired',
  'siwx_message_not_yet_valid',
  'siwx_invalid_signature',
  'siwx_no_session',
  'siwx_origins_required',
  'siwx_uri_mismatch',
  'embedded_unavailable',
  'embedded_origin_refused',
  'embedded_cooldown',
  'embedded_mail_limit',
  'embedded_mail_failed',
  'embedded_login_unknown',
  'embedded_login_expired',
  'embedded_login_state',
  'embedded_otp_invalid',
  'embedded_otp_expired',
  'embedded_otp_attempts',
  'embedded_device_link_invalid',
  'embedded_no_session',
  'embedded_request_unknown',
  'embedded_request_expired',
  'embedded_request_state',
  'embedded_email_taken',
  'embedded_email_unchanged',
  'embedded_send_busy',
  'embedded_undo_link_invalid',
  'embedded_export_held',
  'embedded_export_key_invalid',
  'embedded_social_unknown_provider',
  'embedded_social_state_invalid',
  'embedded_social_denied',
  'embedded_social_code_refused',
  'embedded_social_token_invalid',
  'embedded_social_provider_failed',
  'embedded_social_result_invalid',
  'embedded_smart_account_unavailable',
  'embedded_user_operation_failed',
] as const

export type ApiErrorCode = (typeof apiErrorCodes)[number]

/** Every refusal and failure of every JSON route: a stable code, a short message, sometimes details (never a stack). */
export const errorAnswer = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string().check(z.minLength(1)),
    details: z.optional(z.unknown()),
  }),
})

export type ErrorAnswer = z.output<typeof errorAnswer>
