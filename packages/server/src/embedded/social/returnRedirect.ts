import type { SocialCallbackOutcome } from './socialLogin.ts'

/** The fragment key the kit reads on the host page after a same-tab social login. */
export const socialReturnFragment = 'portico-social'

/**
 * Where the callback sends the browser after a same-tab login: the return address checked when the
 * login started (never one from the provider's answer), with the outcome in the fragment (never sent
 * to a server, nor in a Referer): `ok.<result>` or `error.<code>`. The result is useless alone: only
 * the wallet frame that started the login knows the attempt id `finish` also needs.
 */
export function returnRedirect(outcome: SocialCallbackOutcome & { returnTo: string }): string {
  const url = new URL(outcome.returnTo)
  url.hash = `${socialReturnFragment}=${outcome.outcome.ok ? `ok.${outcome.outcome.result}` : `error.${outcome.outcome.error.code}`}`
  return url.href
}
