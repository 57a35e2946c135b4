import { BaseError } from '../errors/base'

export type EmailLoadErrorType = EmailLoadError & { name: 'EmailLoadError' }

/**
 * The e-mail login's code could not be loaded (spec §8). In a file of its own: the host throws it
 * from the page's first load, and the frame's errors (`errors.ts`) load with the frame.
 */
export class EmailLoadError extends BaseError {
  override name = 'EmailLoadError' as const

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Unable to load email login dependency', { cause })
  }
}
