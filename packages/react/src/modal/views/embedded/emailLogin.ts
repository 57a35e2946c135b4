import type { MessageKey } from '../../../i18n/en'
import type { Translate } from '../../../i18n/translate'

/** A problem the EmailLogin view shows, in words of the catalogue (the cooldown with its seconds). */
export type EmailLoginProblem =
  | { key: Exclude<MessageKey, 'view.emailLogin.error.cooldown'> }
  | { key: 'view.emailLogin.error.cooldown'; seconds: number }

/** The EmailLogin view's steps (spec §4: the frame answers VERIFY_DEVICE, VERIFY_OTP or CONNECT). */
export type EmailLoginState =
  | { step: 'sending' }
  | { step: 'device' }
  | { step: 'otp'; busy: 'verifying' | 'resending' | undefined; problem: EmailLoginProblem | undefined; resent: boolean }
  | { step: 'connecting' }
  | { step: 'failed'; problem: EmailLoginProblem }

export type EmailLoginEvent =
  | { type: 'sent'; action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  | { type: 'sendFailed'; problem: EmailLoginProblem }
  | { type: 'deviceApproved' }
  | { type: 'submit' }
  | { type: 'otpFailed'; problem: EmailLoginProblem }
  | { type: 'otpAccepted' }
  | { type: 'resend' }
  | { type: 'resent' }
  | { type: 'resendFailed'; problem: EmailLoginProblem }
  | { type: 'connectFailed'; problem: EmailLoginProblem }

export const initialEmailLoginState: EmailLoginState = { step: 'sending' }

const otp = (problem?: EmailLoginProblem, resent = false): EmailLoginState => ({ step: 'otp', busy: undefined, problem, resent })

/**
 * The EmailLogin view's state machine: send -> (device approval ->) code -> connecting. A wrong or
 * expired code, or a resend inside the cooldown, keeps the visitor on the code step with the error.
 */
export function emailLoginReducer(state: EmailLoginState, event: EmailLoginEvent): EmailLoginState {
  switch (event.type) {
    case 'sent':
      if (state.step !== 'sending') return state
      return event.action === 'VERIFY_DEVICE' ? { step: 'device' } : event.action === 'VERIFY_OTP' ? otp() : { step: 'connecting' }
    case 'sendFailed':
      return state.step === 'sending' ? { step: 'failed', problem: event.problem } : state
    case 'deviceApproved':
      return state.step === 'device' ? otp() : state
    case 'submit':
      return state.step === 'otp' && !state.busy ? { ...state, busy: 'verifying', problem: undefined, resent: false } : state
    case 'otpFailed':
      return state.step === 'otp' ? otp(event.problem) : state
    case 'otpAccepted':
      return state.step === 'otp' ? { step: 'connecting' } : state
    case 'resend':
      return state.step === 'otp' && !state.busy ? { ...state, busy: 'resending', problem: undefined, resent: false } : state
    case 'resent':
      return state.step === 'otp' ? otp(undefined, true) : state
    case 'resendFailed':
      return state.step === 'otp' ? otp(event.problem) : state
    case 'connectFailed':
      return state.step === 'connecting' ? { step: 'failed', problem: event.problem } : state
  }
}

const serverCodes: Record<string, Exclude<MessageKey, 'view.emailLogin.error.cooldown'>> = {
  embedded_otp_invalid: 'view.emailLogin.error.invalidCode',
  embedded_otp_expired: 'view.emailLogin.error.expired',
  embedded_login_expired: 'view.emailLogin.error.expired',
  embedded_otp_attempts: 'view.emailLogin.error.tooMany',
  embedded_mail_limit: 'view.emailLogin.error.mailLimit',
  embedded_request_expired: 'view.emailLogin.error.expired',
  embedded_email_taken: 'view.updateEmail.error.taken',
  embedded_email_unchanged: 'view.updateEmail.error.unchanged',
}

/**
 * What went wrong, as the view says it: the server's refusals by their code (wrong, expired, too
 * many tries, the cooldown with its seconds), the kit's own errors by class, else a generic line.
 */
export function emailLoginProblem(error: unknown): EmailLoginProblem {
  const { name, code, retryAfter, shortMessage } = (error ?? {}) as { name?: string; code?: string; retryAfter?: number; shortMessage?: string }
  if (name === 'EmailCooldownError' && typeof retryAfter === 'number') return { key: 'view.emailLogin.error.cooldown', seconds: retryAfter }
  if (code === 'embedded_cooldown') {
    const seconds = Number(/after (\d+) second/.exec(shortMessage ?? '')?.[1] ?? 30)
    return { key: 'view.emailLogin.error.cooldown', seconds }
  }
  if (code && serverCodes[code]) return { key: serverCodes[code]! }
  if (name === 'InvalidEmailError') return { key: 'error.InvalidEmailError' }
  if (name === 'EmailLoadError') return { key: 'error.EmailLoadError' }
  if (name === 'FrameError' && (code === 'iframe_load_failed' || code === 'iframe_request_timeout' || code === 'unverified_domain')) return { key: `alert.${code}` }
  return { key: 'view.emailLogin.error.generic' }
}

/** The problem's text in the visitor's language. */
export function problemText(t: Translate, problem: EmailLoginProblem): string {
  return problem.key === 'view.emailLogin.error.cooldown' ? t(problem.key, { count: problem.seconds }) : t(problem.key)
}
