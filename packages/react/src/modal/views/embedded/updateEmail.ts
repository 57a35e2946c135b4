import type { EmailLoginProblem } from './emailLogin'

/**
 * The UpdateEmailWallet view's steps (spec §4): the new address, then the code sent to the current
 * address (VERIFY_PRIMARY_OTP), then the one sent to the new address (VERIFY_SECONDARY_OTP), then
 * the new address is stored (the view goes back to the account, which shows it).
 */
export type UpdateEmailState =
  | { step: 'email'; busy: boolean; problem: EmailLoginProblem | undefined }
  | { step: 'primary' | 'secondary'; email: string; busy: 'verifying' | 'resending' | undefined; problem: EmailLoginProblem | undefined; resent: boolean }
  | { step: 'done'; email: string }

export type UpdateEmailEvent =
  | { type: 'send' }
  | { type: 'sent'; email: string; action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  | { type: 'sendFailed'; problem: EmailLoginProblem }
  | { type: 'submit' }
  | { type: 'primaryAccepted' }
  | { type: 'secondaryAccepted' }
  | { type: 'otpFailed'; problem: EmailLoginProblem }
  | { type: 'resend' }
  | { type: 'resent'; action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  | { type: 'resendFailed'; problem: EmailLoginProblem }

export const initialUpdateEmailState: UpdateEmailState = { step: 'email', busy: false, problem: undefined }

/** The step of a frame's action. */
const stepOf = (action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP') => (action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary')

/**
 * The view's state machine. A refusal (a taken or invalid address, a wrong or expired code, a
 * resend inside the cooldown) keeps the visitor on the step they were on, with what they typed
 * (the address) and the error; nothing already confirmed is lost.
 */
export function updateEmailReducer(state: UpdateEmailState, event: UpdateEmailEvent): UpdateEmailState {
  switch (event.type) {
    case 'send':
      return state.step === 'email' && !state.busy ? { step: 'email', busy: true, problem: undefined } : state
    case 'sent':
      return state.step === 'email' && state.busy ? { step: stepOf(event.action), email: event.email, busy: undefined, problem: undefined, resent: false } : state
    case 'sendFailed':
      return state.step === 'email' ? { step: 'email', busy: false, problem: event.problem } : state
    case 'submit':
      return (state.step === 'primary' || state.step === 'secondary') && !state.busy ? { ...state, busy: 'verifying', problem: undefined, resent: false } : state
    case 'primaryAccepted':
      return state.step === 'primary' ? { ...state, step: 'secondary', busy: undefined, problem: undefined, resent: false } : state
    case 'secondaryAccepted':
      return state.step === 'secondary' ? { step: 'done', email: state.email } : state
    case 'otpFailed':
      return state.step === 'primary' || state.step === 'secondary' ? { ...state, busy: undefined, problem: event.problem } : state
    case 'resend':
      return (state.step === 'primary' || state.step === 'secondary') && !state.busy ? { ...state, busy: 'resending', problem: undefined, resent: false } : state
    case 'resent':
      return state.step === 'primary' || state.step === 'secondary' ? { ...state, step: stepOf(event.action), busy: undefined, resent: true } : state
    case 'resendFailed':
      return state.step === 'primary' || state.step === 'secondary' ? { ...state, busy: undefined, problem: event.problem } : state
  }
}
