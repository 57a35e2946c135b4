import type { Answer } from '@portico/core/contract'
import type { Api } from './api.ts'
import { addPasskey, type CredentialsContainerLike, passkeyProofFor } from './passkeyCeremony.ts'
import { defaultPasskeyName, formatDate, nameField, renameForm, typedName } from './passkeyNames.ts'
import type { Translate } from './i18n/translate.ts'
import { recoveryEmailForm } from './recoveryEmailForm.ts'
import { button, element, messageLine, problem } from './screens.ts'
import { sendLimitForm } from './sendLimitForm.ts'

export type PasskeysDeps = {
  api: Api
  t: Translate
  /** `navigator.credentials` (a test passes its own). */
  credentials?: CredentialsContainerLike
  /** For the dates (the host's locale); the browser's when not given. */
  locale?: string | undefined
}

type PasskeyRow = Answer<'GET /v1/embedded/passkeys'>['passkeys'][number]

/**
 * The "Passkeys" part of the frame's account screen (issue 40): the wallet's passkeys (its name, its
 * kind, when each was added and last used; Rename; Remove: confirmed with a passkey, never the last
 * way in), "Add a passkey" with the new one's name (the platform and the day unless the person types
 * another), the send limit above which a send asks for the passkey, and for a passkey-only wallet a
 * recovery e-mail, with the plain warning that losing the passkey loses the wallet while it has none.
 * Every ceremony starts from a click here, in the frame. `signal` ends it with the screen.
 */
export function passkeysSection(deps: PasskeysDeps, signal: AbortSignal): HTMLElement {
  const { api, t } = deps
  const credentials = () => deps.credentials ?? navigator.credentials
  const section = document.createElement('section')
  section.setAttribute('aria-labelledby', 'passkeys-title')
  const heading = element('h2', t('passkeys.title'))
  heading.id = 'passkeys-title'
  const status = element('p', t('passkeys.loading'))
  status.setAttribute('role', 'status')
  const message = messageLine()
  section.append(heading, status)
  let busy = false

  /** Runs one change from a click (one at a time): `done` is said once the section shows the new state. */
  const act = async (change: () => Promise<unknown>, done: string) => {
    if (busy) return
    busy = true
    message.textContent = t('passkey.waiting')
    message.removeAttribute('role')
    try {
      await change()
      if (signal.aborted) return
      await load()
      message.textContent = done
    } catch (error) {
      if (signal.aborted) return
      message.textContent = problem(t, error)
      message.setAttribute('role', 'alert')
    } finally {
      busy = false
    }
  }
  const kindOf = (row: PasskeyRow) => (row.backedUp || row.deviceType === 'multiDevice' ? t('passkeys.synced') : t('passkeys.deviceBound'))
  /** Its name; one added before names is named by its kind and the start of its ID. */
  const nameOf = (row: PasskeyRow) => row.name ?? `${kindOf(row)} · ${row.id.slice(0, 8)}`
  const date = (iso: string) => formatDate(iso, deps.locale)

  function item(row: PasskeyRow, index: number): HTMLLIElement {
    const node = document.createElement('li')
    const show = () => {
      const name = element('strong', nameOf(row))
      name.id = `passkey-name-${index}`
      const used = row.lastUsedAt ? t('passkeys.usedAt', { created: date(row.createdAt), used: date(row.lastUsedAt) }) : t('passkeys.unused', { created: date(row.createdAt) })
      const when = element('span', row.name === null ? used : `${kindOf(row)} · ${used}`)
      when.className = 'detail'
      const rename = button(t('passkeys.rename', { name: nameOf(row) }), 'secondary', () => {
        node.replaceChildren(
          renameForm({
            t,
            id: `passkey-rename-${index}`,
            current: row.name ?? '',
            shown: nameOf(row),
            message,
            save: (name) => void act(() => api.renamePasskey(row.id, name), t('passkeys.renamed')),
            cancel: () => show().focus(),
          }),
        )
      })
      const remove = button(t('logins.remove', { login: nameOf(row) }), 'secondary', () =>
        void act(async () => api.removePasskey(row.id, await passkeyProofFor(api, credentials())), t('logins.removed', { login: nameOf(row) })),
      )
      const actions = document.createElement('div')
      actions.className = 'actions'
      actions.append(rename, remove)
      node.replaceChildren(name, when, actions)
      return rename
    }
    show()
    return node
  }

  /** "Add a passkey" and the new one's name, filled with the default. */
  function adding(): HTMLElement {
    const part = document.createElement('div')
    const { label, input } = nameField('passkey-new-name', t('passkeys.newName'), defaultPasskeyName(t, deps.locale))
    const actions = document.createElement('div')
    actions.className = 'actions'
    actions.append(
      button(t('passkeys.add'), 'secondary', () => {
        const name = typedName(input)
        if (name === undefined) {
          message.textContent = t('passkeys.nameInvalid')
          message.setAttribute('role', 'alert')
          return
        }
        void act(() => addPasskey(api, credentials(), name), t('passkeys.added'))
      }),
    )
    part.className = 'field'
    part.append(label, input, actions)
    return part
  }

  async function load() {
    const [{ passkeys, sendLimit }, { logins }] = await Promise.all([api.passkeys(), api.logins()])
    if (signal.aborted) return
    const parts: HTMLElement[] = [heading]
    parts.push(element('p', passkeys.length === 0 ? t('passkeys.none') : t('passkeys.some', { count: passkeys.length })))
    // Only passkeys open it: nothing else can get the person back in.
    const passkeyOnly = passkeys.length > 0 && logins.every((login) => login.provider === 'passkey')
    if (passkeyOnly) {
      const warning = element('p', t('passkeys.onlyLogin'))
      warning.className = 'warning'
      warning.id = 'passkeys-only'
      parts.push(warning)
    }
    if (passkeys.length > 0) {
      const list = document.createElement('ul')
      list.className = 'sessions'
      list.setAttribute('aria-labelledby', heading.id)
      list.append(...passkeys.map(item))
      parts.push(list)
    }
    parts.push(adding())
    if (passkeys.length > 0) parts.push(sendLimitForm({ t, current: sendLimit, save: (limit, done) => act(async () => api.setSendLimit(limit, await passkeyProofFor(api, credentials())), done), message }))
    if (passkeyOnly) parts.push(recoveryEmailForm({ api, t, credentials, message, added: () => act(async () => undefined, t('recovery.added')) }, signal))
    section.replaceChildren(...parts, message)
  }

  load().catch((error: unknown) => {
    if (signal.aborted) return
    status.textContent = problem(t, error)
    status.setAttribute('role', 'alert')
  })
  return section
}
