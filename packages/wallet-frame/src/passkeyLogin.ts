import type { Api } from './api.ts'
import { type CredentialsContainerLike, logInWithPasskey, signUpWithPasskey } from './passkeyCeremony.ts'
import { defaultPasskeyName } from './passkeyNames.ts'
import { button, element, messageLine, openScreen, problem } from './screens.ts'
import type { Translate } from './i18n/translate.ts'

export type PasskeyLoginDeps = {
  api: Api
  t: Translate
  /** The host page's origin: the session is made for it. */
  parentOrigin: string
  /** `navigator.credentials` (a test passes its own). */
  credentials?: CredentialsContainerLike
  /** For the new passkey's default name (its date); the browser's when not given. */
  locale?: string | undefined
}

/**
 * The frame's "Log in with a passkey" screen (issue 40), on the frame's own origin: "Use my passkey"
 * signs in with one of the person's passkeys for this frame (the browser lists them: nothing to
 * type), "Create a new wallet" makes a wallet whose login is a new passkey (named by the platform and
 * the day: the person can rename it in the account screen). Each ceremony starts
 * from that click, here; the host page only learns whether a session was made. A ceremony that did
 * not finish (cancelled, timed out, no authenticator) or a refusal is said on the screen, which
 * stays for another try. Resolves with `true` once signed in, `false` when the visitor cancels.
 */
export function passkeyLogin(root: HTMLElement, deps: PasskeyLoginDeps, signal: AbortSignal): Promise<boolean> {
  const { api, t, parentOrigin } = deps
  const credentials = deps.credentials ?? navigator.credentials
  return openScreen<boolean>(root, 'passkey-title', signal, (close) => {
    const heading = element('h1', t('passkey.title'))
    heading.id = 'passkey-title'
    const intro = element('p', t('passkey.intro'))
    const message = messageLine()
    let busy = false
    const attempt = (ceremony: () => Promise<unknown>) => async () => {
      if (busy) return
      busy = true
      message.textContent = t('passkey.waiting')
      message.removeAttribute('role')
      try {
        await ceremony()
        if (!signal.aborted) close(true)
      } catch (error) {
        if (signal.aborted) return
        message.textContent = problem(t, error)
        message.setAttribute('role', 'alert')
      } finally {
        busy = false
      }
    }
    const logIn = button(t('passkey.logIn'), '', attempt(() => logInWithPasskey(api, parentOrigin, credentials)))
    const create = button(t('passkey.create'), 'secondary', attempt(() => signUpWithPasskey(api, parentOrigin, credentials, defaultPasskeyName(t, deps.locale))))
    const newHint = element('p', t('passkey.newHint'))
    newHint.className = 'detail'
    const cancel = button(t('export.cancel'), 'secondary', () => close(false))
    const actions = document.createElement('div')
    actions.className = 'actions'
    actions.append(cancel, logIn)
    const creating = document.createElement('div')
    creating.className = 'actions'
    creating.append(create)
    root.append(heading, intro, actions, newHint, creating, message)
    logIn.focus()
  })
}
