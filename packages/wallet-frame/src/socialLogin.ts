import { type Api, ApiError } from './api.ts'

/** What the server's callback page posts to the frame (see the server's `callbackPage.ts`). */
type SocialOutcome = { type: 'portico:social-result'; loginId: string } & ({ ok: true; result: string } | { ok: false; error: { code: string; message: string } })

const isOutcome = (data: unknown, loginId: string): data is SocialOutcome => {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Record<string, unknown>
  if (message.type !== 'portico:social-result' || message.loginId !== loginId) return false
  if (message.ok === true) return typeof message.result === 'string' && /^[A-Za-z0-9_-]{43}$/.test(message.result)
  const error = message.error as Record<string, unknown> | undefined
  return message.ok === false && typeof error?.code === 'string' && typeof error.message === 'string'
}

/**
 * Waits for the outcome of social login `loginId`: a message from the server's own origin (the
 * callback page in the popup), for this login. A success is redeemed at once (the session becomes
 * this frame's cookie; or `finish`, as for a link); a failure rejects with the server's code.
 * Anything else is ignored. `signal` stops the wait.
 */
export function awaitSocialOutcome(
  api: Api,
  parameters: { loginId: string; apiOrigin: string; target?: Window; signal?: AbortSignal; finish?: (loginId: string, result: string) => Promise<unknown> },
): Promise<void> {
  const target = parameters.target ?? window
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      target.removeEventListener('message', onMessage)
      parameters.signal?.removeEventListener('abort', onAbort)
    }
    const onAbort = () => {
      stop()
      reject(parameters.signal?.reason ?? new Error('Request was aborted'))
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== parameters.apiOrigin || !isOutcome(event.data, parameters.loginId)) return
      stop()
      const outcome = event.data
      if (!outcome.ok) return reject(new ApiError(400, outcome.error.code.slice(0, 64), outcome.error.message.slice(0, 300)))
      const finish = parameters.finish ?? api.finishSocial
      finish(parameters.loginId, outcome.result).then(() => resolve(), reject)
    }
    if (parameters.signal?.aborted) return onAbort()
    target.addEventListener('message', onMessage)
    parameters.signal?.addEventListener('abort', onAbort, { once: true })
  })
}
