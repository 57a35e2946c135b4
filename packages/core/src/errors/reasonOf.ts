/** The human message of a thrown value (`shortMessage` for kit errors). Internal helper. */
export function reasonOf(reason: unknown): string {
  if (reason && typeof reason === 'object') {
    const shortMessage = (reason as { shortMessage?: unknown }).shortMessage
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    const message = (reason as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  }
  if (typeof reason === 'string' && reason) return reason
  return 'Unknown reason'
}
