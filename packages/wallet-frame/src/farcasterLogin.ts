import type { Api } from './api.ts'

/** How often the frame asks the server about its Farcaster sign-in. */
export const farcasterPollMs = 1_000

/**
 * A fresh poll secret: 256 random bits, base64url (43 characters). The frame makes it, sends it to
 * the start (the server keeps its hash) and with each poll; it is never in the sign-in URL (the QR
 * code) nor given to the host page, so whoever holds only the URL or the attempt's id gets no session.
 */
export function newPollSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Opens a Farcaster sign-in for the host page `parentOrigin` with a fresh poll secret: the sign-in
 * URL and its end (for the host page) and the attempt's id and secret (the frame's alone).
 */
export async function startFarcasterSignIn(api: Api, parentOrigin: string): Promise<{ loginId: string; pollSecret: string; url: string; expiresAt: string }> {
  const pollSecret = newPollSecret()
  const { loginId, url, expiresAt } = await api.startFarcaster(parentOrigin, pollSecret)
  return { loginId, pollSecret, url, expiresAt }
}

/**
 * Polls the Farcaster sign-in `loginId` (with its `pollSecret`) until the server answers completed (the session is then
 * this frame's cookie). A refusal (expired, refused, relay down) rejects with the server's code;
 * `signal` stops the wait.
 */
export async function awaitFarcasterSignIn(api: Api, parameters: { loginId: string; pollSecret: string; signal: AbortSignal; pollMs?: number }): Promise<void> {
  const pollMs = parameters.pollMs ?? farcasterPollMs
  for (;;) {
    parameters.signal.throwIfAborted()
    const answer = await api.farcasterStatus(parameters.loginId, parameters.pollSecret)
    if (answer.state === 'completed') return
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        parameters.signal.removeEventListener('abort', onAbort)
        resolve()
      }, pollMs)
      const onAbort = () => {
        clearTimeout(timer)
        reject(parameters.signal.reason)
      }
      parameters.signal.addEventListener('abort', onAbort, { once: true })
    })
  }
}
