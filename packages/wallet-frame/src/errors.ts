/** The visitor rejected the request in the frame: sent with the code `user_rejected`, which the host turns into EIP-1193's 4001. */
export class UserRejectedError extends Error {
  override name = 'UserRejectedError'
  readonly code = 'user_rejected'

  constructor() {
    super('User rejected the request')
  }
}
