/** The visitor rejected the request in the frame: sent with the code `user_rejected`, which the host turns into EIP-1193's 4001. */
export class UserRejectedError extends Error {
  override name = 'UserRejectedError'
  readonly code = 'user_rejected'

  constructor() {
    super('User rejected the request')
  }
}

/** Too many signing requests already wait in the frame: a new one is refused until the visitor answers some. */
export class ApprovalQueueFullError extends Error {
  override name = 'ApprovalQueueFullError'
  readonly code = 'approval_queue_full'

  constructor(readonly details: { waiting: number }) {
    super('Too many requests are waiting for approval')
  }
}

/** A request waited longer than the host waits for its answer: the frame stops showing it. */
export class ApprovalExpiredError extends Error {
  override name = 'ApprovalExpiredError'
  readonly code = 'approval_expired'

  constructor(readonly details: { afterMs: number }) {
    super('Request expired')
  }
}

/** The browser blocked the window the frame opened for a login provider (linking a login). */
export class PopupBlockedError extends Error {
  override name = 'PopupBlockedError'
  readonly code = 'popup_blocked'

  constructor() {
    super('The login window was blocked')
  }
}

/** The person closed the login provider's window before it answered (linking a login): not a failure. */
export class PopupClosedError extends Error {
  override name = 'PopupClosedError'
  readonly code = 'popup_closed'

  constructor() {
    super('The login window was closed')
  }
}
