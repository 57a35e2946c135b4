/** No account has the name typed as Send's receiver (shown as `error.ReceiverNameNotFoundError`). */
export class ReceiverNameNotFoundError extends Error {
  override name = 'ReceiverNameNotFoundError'
  constructor(readonly receiverName: string) {
    super(`No account has the name ${receiverName}`)
  }
}
