import type { Api } from './api.ts'

/** How often the frame asks the server about its Farcaster sign-in. */
export const farcasterPollMs = 1_000

/**
 * Polls the Farcaster sign-in `loginId` until the server answers completed (the session is then
 * this frame's cookie). A refusal (expired, refused, relay down) rejects with the server's code;
 * `signal` stops the wait.
 */
export async function awaitFarcasterSignIn(api: Api, parameters: { loginId: string; signal: AbortSignal; pollMs?: number }): Promise<void> {
  const pollMs = parameters.pollMs ?? farcasterPollMs
  for (;;) {
    parameters.signal.throwIfAborted()
    const answer = await api.farcasterStatus(parameters.loginId)
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
