import type { Api } from './api.ts'
import { addPasskey, type CredentialsContainerLike } from './passkeyCeremony.ts'
import type { Translate } from './i18n/translate.ts'
import { button, element, messageLine, problem } from './screens.ts'

export type PasskeysDeps = {
  api: Api
  t: Translate
  /** `navigator.credentials` (a test passes its own). */
  credentials?: CredentialsContainerLike
}

/**
 * The "Passkeys" part of the frame's account screen (issue 40): how many passkeys the wallet has,
 * what they guard, and "Add a passkey" (the ceremony starts from that click, here in the frame). A
 * wallet whose only login is a passkey is told plainly that losing it loses the wallet: the server
 * cannot add a recovery e-mail to it. `signal` ends it with the screen.
 */
export function passkeysSection(deps: PasskeysDeps, signal: AbortSignal): HTMLElement {
  const { api, t } = deps
  const section = document.createElement('section')
  section.setAttribute('aria-labelledby', 'passkeys-title')
  const heading = element('h2', t('passkeys.title'))
  heading.id = 'passkeys-title'
  const status = element('p', t('passkeys.loading'))
  status.setAttribute('role', 'status')
  const message = messageLine()
  section.append(heading, status)
  let busy = false

  const add = async () => {
    if (busy) return
    busy = true
    message.textContent = t('passkey.waiting')
    message.removeAttribute('role')
    try {
      await addPasskey(api, deps.credentials ?? navigator.credentials)
      if (signal.aborted) return
      await load()
      message.textContent = t('passkeys.added')
    } catch (error) {
      if (signal.aborted) return
      message.textContent = problem(t, error)
      message.setAttribute('role', 'alert')
    } finally {
      busy = false
    }
  }

  async function load() {
    const [{ passkeys }, { logins }] = await Promise.all([api.passkeys(), api.logins()])
    if (signal.aborted) return
    const parts: HTMLElement[] = [heading]
    parts.push(element('p', passkeys.length === 0 ? t('passkeys.none') : t('passkeys.some', { count: passkeys.length })))
    // Only passkeys open it: nothing else can get the person back in.
    if (logins.length > 0 && logins.every((login) => login.provider === 'passkey')) {
      const warning = element('p', t('passkeys.onlyLogin'))
      warning.className = 'warning'
      warning.id = 'passkeys-only'
      parts.push(warning)
    }
    const actions = document.createElement('div')
    actions.className = 'actions'
    actions.append(button(t('passkeys.add'), 'secondary', () => void add()))
    section.replaceChildren(...parts, actions, message)
  }

  load().catch((error: unknown) => {
    if (signal.aborted) return
    status.textContent = problem(t, error)
    status.setAttribute('role', 'alert')
  })
  return section
}
