export type BaseErrorParameters = {
  /** Extra context, shown after the short message. */
  details?: string | undefined
  /** Lines of context (current vs expected values, hints). */
  metaMessages?: string[] | undefined
  /** The underlying error, if any. */
  cause?: unknown
}

/** A `BaseError` thrown as is (a Portico error with no class of its own), as a member of an action's `…ErrorType`. */
export type BaseErrorType = BaseError & { name: 'PorticoError' }

/**
 * The one error class of Portico. Every error the kit throws extends it, so an app can
 * `catch (e) { if (e instanceof BaseError) … }` and read `shortMessage` for the UI.
 *
 * `shortMessage` is the human text (the spec's exact strings where it gives one); `message`
 * adds details and context lines for logs.
 */
export class BaseError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
  }

  /** Walks the `cause` chain; returns the first error `fn` accepts, or the deepest one. */
  walk(fn?: (err: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (fn?.(current)) return current
      if (current.cause === undefined) break
      current = current.cause
    }
    return fn ? null : current
  }
}
