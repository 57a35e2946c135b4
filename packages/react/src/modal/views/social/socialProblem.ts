import type { MessageKey } from '../../../i18n/en'

/** What went wrong with a social login, as a catalogue key (the provider's name fills `{provider}`). */
export type SocialProblemKey = Extract<MessageKey, `view.connectingSocial.error.${string}`> | 'view.emailLogin.error.generic' | `alert.${'iframe_load_failed' | 'iframe_request_timeout' | 'unverified_domain'}` | 'error.EmailLoadError'

const serverCodes: Readonly<Record<string, SocialProblemKey>> = {
  embedded_social_denied: 'view.connectingSocial.error.denied',
  embedded_social_state_invalid: 'view.connectingSocial.error.expired',
  embedded_social_result_invalid: 'view.connectingSocial.error.expired',
  embedded_social_unknown_provider: 'view.connectingSocial.error.unavailable',
  embedded_social_provider_failed: 'view.connectingSocial.error.provider',
  embedded_social_code_refused: 'view.connectingSocial.error.provider',
  embedded_social_token_invalid: 'view.connectingSocial.error.provider',
  embedded_origin_refused: 'view.connectingSocial.error.unavailable',
  embedded_social_return_refused: 'view.connectingSocial.error.unavailable',
  origin_not_allowed: 'view.connectingSocial.error.unavailable',
  rate_limited: 'view.connectingSocial.error.rateLimited',
}

/**
 * A failed social login in the view's words: the server's refusals by their code (denied at the
 * provider, an expired or replayed attempt, a provider that is off, down or refused the code), the
 * frame's own failures by their alert, else a generic line.
 */
export function socialProblem(error: unknown): SocialProblemKey {
  const { name, code } = (error ?? {}) as { name?: string; code?: string }
  if (code && serverCodes[code]) return serverCodes[code]
  if (name === 'EmailLoadError') return 'error.EmailLoadError'
  if (name === 'FrameError' && (code === 'iframe_load_failed' || code === 'iframe_request_timeout' || code === 'unverified_domain')) return `alert.${code}`
  return 'view.emailLogin.error.generic'
}
