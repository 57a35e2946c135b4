import { describe, expect, it } from 'vitest'
import { initialUpdateEmailState, type UpdateEmailEvent, updateEmailReducer } from './updateEmail'

const run = (...events: UpdateEmailEvent[]) => events.reduce(updateEmailReducer, initialUpdateEmailState)
const invalid = { key: 'view.emailLogin.error.invalidCode' } as const

describe('the UpdateEmailWallet steps', () => {
  it('goes new address -> code to the old one -> code to the new one -> done', () => {
    const sent = run({ type: 'send' }, { type: 'sent', email: 'new@example.com', action: 'VERIFY_PRIMARY_OTP' })
    expect(sent).toEqual({ step: 'primary', email: 'new@example.com', busy: undefined, problem: undefined, resent: false })
    const secondary = [{ type: 'submit' } as const, { type: 'primaryAccepted' } as const].reduce(updateEmailReducer, sent)
    expect(secondary).toMatchObject({ step: 'secondary', email: 'new@example.com', busy: undefined })
    expect([{ type: 'submit' } as const, { type: 'secondaryAccepted' } as const].reduce(updateEmailReducer, secondary)).toEqual({ step: 'done', email: 'new@example.com' })
  })

  it('keeps the step and says why on a refused address, a wrong code or a resend inside the cooldown', () => {
    const taken = run({ type: 'send' }, { type: 'sendFailed', problem: { key: 'view.updateEmail.error.taken' } })
    expect(taken).toEqual({ step: 'email', busy: false, problem: { key: 'view.updateEmail.error.taken' } })
    const secondary = run({ type: 'send' }, { type: 'sent', email: 'n@example.com', action: 'VERIFY_PRIMARY_OTP' }, { type: 'submit' }, { type: 'primaryAccepted' })
    const wrong = [{ type: 'submit' } as const, { type: 'otpFailed', problem: invalid } as const].reduce(updateEmailReducer, secondary)
    // A wrong second code does not send the visitor back to the first.
    expect(wrong).toMatchObject({ step: 'secondary', problem: invalid, busy: undefined })
    const cooldown = { key: 'view.emailLogin.error.cooldown', seconds: 12 } as const
    expect([{ type: 'resend' } as const, { type: 'resendFailed', problem: cooldown } as const].reduce(updateEmailReducer, wrong)).toMatchObject({ step: 'secondary', problem: cooldown })
  })

  it('ignores a second submit while one is under way, and events of other steps', () => {
    const busy = run({ type: 'send' }, { type: 'sent', email: 'n@example.com', action: 'VERIFY_PRIMARY_OTP' }, { type: 'submit' })
    expect(updateEmailReducer(busy, { type: 'submit' })).toBe(busy)
    expect(updateEmailReducer(busy, { type: 'secondaryAccepted' })).toBe(busy)
    expect(updateEmailReducer(initialUpdateEmailState, { type: 'primaryAccepted' })).toBe(initialUpdateEmailState)
  })
})
