import { BaseError } from '../errors/base'

export type EmailCooldownErrorType = EmailCooldownError & { name: 'EmailCooldownError' }

/** The e-mail login was triggered within 30 s of the previous one (spec §5). */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError' as const
  /** Seconds left. */
  readonly retryAfter: number

  constructor({ retryAfter }: { retryAfter: number }) {
    super(`Please try again after ${retryAfter} seconds`)
    this.retryAfter = retryAfter
  }
}

export type InvalidEmailErrorType = InvalidEmailError & { name: 'InvalidEmailError' }

/** Not a valid e-mail address (spec §5). */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError' as const

  constructor() {
    super('Invalid email')
  }
}
