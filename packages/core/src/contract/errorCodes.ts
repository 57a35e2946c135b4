// Zod-free, so the kit's server client can import it without the contract's schemas.

/**
 * The codes the kit's own calls meet and pass on as they are (`ServerRequestError`'s
 * `ServerErrorCode`, with the two it makes up itself): any route's general refusals, swaps, names,
 * on-ramp.
 */
export const kitErrorCodes = [
  'bad_request',
  'project_not_found',
  'origin_not_allowed',
  'rate_limited',
  'payload_too_large',
  'not_found',
  'internal_error',
  // The server serves no such chain.
  'unknown_chain',
  // The chain's RPC behind the server is down.
  'upstream_unavailable',
  // The project has not turned this feature on (e.g. swaps).
  'feature_disabled',
  // Swaps: the network is not one swaps work on.
  'swaps_network_not_supported',
  // Swaps: the server has no swap provider for this network.
  'swap_provider_unavailable',
  // Swaps: the token is not on the network's swap list.
  'swap_token_not_supported',
  // Swaps: no pool or not enough liquidity for this trade.
  'swap_no_route',
  // Swaps: the router may not spend enough of the token yet (approve first).
  'swap_approval_required',
  // Names: not letters, digits and hyphens of at least 4 characters.
  'name_invalid',
  // Names: the name belongs to another account.
  'name_taken',
  // Names: the account already has a name.
  'name_account_has_name',
  // Names: no such name.
  'name_not_found',
  // Names: the registration message is not the expected one (fields, project, format).
  'name_invalid_message',
  // Names: the registration message is too old (or from the future).
  'name_message_expired',
  // Names: the registration message was used before (a replay).
  'name_nonce_used',
  // Names: the signature is not the account's.
  'name_invalid_signature',
  // On-ramp: the amount is outside the payment method's limits.
  'onramp_amount_out_of_range',
  // On-ramp: the payment method is not offered.
  'onramp_payment_method_not_supported',
  // Simulation: the chain's node cannot simulate (no eth_simulateV1), or did not answer.
  'simulation_unavailable',
] as const

/**
 * Every code the server answers in `{ error: { code, message, details? } }`: the kit's, then pay's,
 * sign-in's (read by sign-in) and the embedded wallet's (read by the wallet frame).
 */
export const apiErrorCodes = [
  ...kitErrorCodes,
  // Operations: readiness while the instance drains for shutdown, or when its database does not answer.
  'shutting_down',
  'database_unavailable',
  // Operations: /metrics on the public port without its bearer token.
  'unauthorized',
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
  'embedded_social_return_refused',
  'embedded_login_taken',
  'embedded_login_not_linked',
  'embedded_last_login',
  'embedded_reauth_required',
  'embedded_second_proof_required',
  'embedded_smart_account_unavailable',
  'embedded_user_operation_failed',
  'embedded_farcaster_unavailable',
  'embedded_farcaster_login_invalid',
  'embedded_farcaster_expired',
  'embedded_farcaster_refused',
  'embedded_farcaster_relay_failed',
  'embedded_passkey_refused',
  'embedded_passkey_unknown',
  'embedded_passkey_required',
] as const

export type KitErrorCode = (typeof kitErrorCodes)[number]
export type ApiErrorCode = (typeof apiErrorCodes)[number]
