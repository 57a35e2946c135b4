import { ApiError } from './api.ts'

const key = 'portico-wallet.sameTabSocialLogin'
/** As long as the server keeps the attempt. */
const ttlMs = 10 * 60_000

/** The tab's session storage on the frame's origin (the host page cannot read it), if the browser grants it. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Keeps the id of a same-tab social login (the popup was blocked) for the frame the host page loads
 * when the browser comes back: in this tab's session storage on the frame's origin, never shown to
 * the host. The result the host page then hands over is useless without it.
 */
export function rememberSameTabLogin(loginId: string, storage = sessionStore()): void {
  storage?.setItem(key, JSON.stringify({ loginId, expiresAt: Date.now() + ttlMs }))
}

/**
 * The id kept by `rememberSameTabLogin`, once (it is removed).
 *
 * @throws {ApiError} `embedded_social_result_invalid` when this tab started none, or too long ago.
 */
export function takeSameTabLogin(storage = sessionStore()): string {
  const kept = storage?.getItem(key)
  storage?.removeItem(key)
  let value: { loginId?: unknown; expiresAt?: unknown } = {}
  try {
    value = JSON.parse(kept ?? '{}') as typeof value
  } catch {
    // Not ours: as if none.
  }
  if (typeof value.loginId !== 'string' || typeof value.expiresAt !== 'number' || value.expiresAt < Date.now()) {
    throw new ApiError(400, 'embedded_social_result_invalid', 'This login result is not valid: start the login again')
  }
  return value.loginId
}
