/** The ConnectingFarcaster view's steps: the sign-in URL is fetched, shown (QR code) until approved, then the kit connects. */
export type FarcasterStep =
  | { step: 'preparing' }
  | { step: 'waiting'; url: string; expiresAt: number }
  | { step: 'connecting' }
  | { step: 'expired' }
  | { step: 'failed'; message: string | undefined }

/** Which ending an error of the frame or the kit is: the server's expiry code, or any other failure (with its message). */
export function farcasterEnding(error: unknown): FarcasterStep {
  const code = (error as { code?: unknown } | undefined)?.code
  if (code === 'embedded_farcaster_expired' || code === 'embedded_farcaster_login_invalid') return { step: 'expired' }
  const message = (error as { shortMessage?: unknown; message?: unknown } | undefined)?.shortMessage ?? (error as { message?: unknown } | undefined)?.message
  return { step: 'failed', message: typeof message === 'string' ? message.slice(0, 300) : undefined }
}
