import { EmailCooldownError, FrameError, FrameRequestError, InvalidEmailError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { type EmailLoginEvent, type EmailLoginState, emailLoginProblem, emailLoginReducer, initialEmailLoginState } from './emailLogin'

const run = (...events: EmailLoginEvent[]): EmailLoginState => events.reduce(emailLoginReducer, initialEmailLoginState)
const invalidCode = { key: 'view.emailLogin.error.invalidCode' } as const

describe('emailLoginReducer', () => {
  it('goes from sending to the step the frame answers: device approval, code, or straight to connecting', () => {
    expect(run({ type: 'sent', action: 'VERIFY_DEVICE' })).toEqual({ step: 'device' })
    expect(run({ type: 'sent', action: 'VERIFY_OTP' })).toEqual({ step: 'otp', busy: undefined, problem: undefined, resent: false })
    expect(run({ type: 'sent', action: 'CONNECT' })).toEqual({ step: 'connecting' })
  })

  it('goes on to the code by itself once the device link was followed', () => {
    expect(run({ type: 'sent', action: 'VERIFY_DEVICE' }, { type: 'deviceApproved' })).toMatchObject({ step: 'otp' })
    // Not before the frame said a device approval is needed.
    expect(run({ type: 'deviceApproved' })).toEqual({ step: 'sending' })
  })

  it('keeps the visitor on the code step after a wrong code, and connects after the right one', () => {
    const wrong = run({ type: 'sent', action: 'VERIFY_OTP' }, { type: 'submit' }, { type: 'otpFailed', problem: invalidCode })
    expect(wrong).toEqual({ step: 'otp', busy: undefined, problem: invalidCode, resent: false })
    expect(emailLoginReducer(emailLoginReducer(wrong, { type: 'submit' }), { type: 'otpAccepted' })).toEqual({ step: 'connecting' })
  })

  it('takes no second submit or resend while one is under way', () => {
    const verifying = run({ type: 'sent', action: 'VERIFY_OTP' }, { type: 'submit' })
    expect(verifying).toMatchObject({ busy: 'verifying' })
    expect(emailLoginReducer(verifying, { type: 'submit' })).toBe(verifying)
    expect(emailLoginReducer(verifying, { type: 'resend' })).toBe(verifying)
  })

  it('says a new code was sent, or why not (the cooldown), and stays on the code step', () => {
    const otp = run({ type: 'sent', action: 'VERIFY_OTP' }, { type: 'resend' })
    expect(emailLoginReducer(otp, { type: 'resent' })).toEqual({ step: 'otp', busy: undefined, problem: undefined, resent: true })
    const cooldown = { key: 'view.emailLogin.error.cooldown', seconds: 12 } as const
    expect(emailLoginReducer(otp, { type: 'resendFailed', problem: cooldown })).toEqual({ step: 'otp', busy: undefined, problem: cooldown, resent: false })
  })

  it('fails when the first mail cannot go out or the connection fails', () => {
    expect(run({ type: 'sendFailed', problem: invalidCode })).toEqual({ step: 'failed', problem: invalidCode })
    expect(run({ type: 'sent', action: 'CONNECT' }, { type: 'connectFailed', problem: invalidCode })).toEqual({ step: 'failed', problem: invalidCode })
  })
})

describe('emailLoginProblem', () => {
  const refused = (code: string, message: string) => new FrameRequestError({ request: 'CONNECT_OTP', message, code })

  it('names the server refusals by their code', () => {
    expect(emailLoginProblem(refused('embedded_otp_invalid', 'Invalid code'))).toEqual(invalidCode)
    expect(emailLoginProblem(refused('embedded_otp_expired', 'The code has expired: ask for a new code'))).toEqual({ key: 'view.emailLogin.error.expired' })
    expect(emailLoginProblem(refused('embedded_otp_attempts', 'Too many wrong codes: ask for a new code'))).toEqual({ key: 'view.emailLogin.error.tooMany' })
    expect(emailLoginProblem(refused('embedded_cooldown', 'Please try again after 17 seconds'))).toEqual({ key: 'view.emailLogin.error.cooldown', seconds: 17 })
  })

  it('names the kit’s own errors, and anything else generically', () => {
    expect(emailLoginProblem(new EmailCooldownError({ retryAfter: 9 }))).toEqual({ key: 'view.emailLogin.error.cooldown', seconds: 9 })
    expect(emailLoginProblem(new InvalidEmailError())).toEqual({ key: 'error.InvalidEmailError' })
    expect(emailLoginProblem(new FrameError('iframe_load_failed'))).toEqual({ key: 'alert.iframe_load_failed' })
    expect(emailLoginProblem(new Error('boom'))).toEqual({ key: 'view.emailLogin.error.generic' })
  })
})
