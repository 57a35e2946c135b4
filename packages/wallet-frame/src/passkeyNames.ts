import { isPasskeyName, PASSKEY_NAME_MAX } from '@portico/core/internal'
import type { Translate } from './i18n/translate.ts'
import { element } from './screens.ts'

/** The platform the browser says it runs on (`macOS`, `Android`, `Windows`…: Chromium's `userAgentData`), or undefined. */
export function platformName(): string | undefined {
  const platform = (globalThis.navigator as { userAgentData?: { platform?: unknown } } | undefined)?.userAgentData?.platform
  return typeof platform === 'string' && platform.trim() ? platform.trim().slice(0, 24) : undefined
}

/** A date in the person's locale (`29 Nov 2026`), the ISO date where the locale is unknown. */
export function formatDate(iso: string, locale: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
  } catch {
    return iso.slice(0, 10)
  }
}

/**
 * The name a new passkey gets unless the person types another (issue 40): the platform it is made on
 * and the day (`Passkey on Android, 29 Nov 2026`), the day alone where the browser does not say its platform.
 */
export function defaultPasskeyName(t: Translate, locale: string | undefined, now = Date.now(), platform = platformName()): string {
  const date = formatDate(new Date(now).toISOString(), locale)
  const name = platform ? t('passkeys.defaultNameOn', { platform, date }) : t('passkeys.defaultName', { date })
  return isPasskeyName(name) ? name : [...name].slice(0, PASSKEY_NAME_MAX).join('').trim()
}

/** The name typed in `input`, trimmed, or undefined (the field marked invalid) when it is not a passkey name. */
export function typedName(input: HTMLInputElement): string | undefined {
  const name = input.value.trim()
  if (isPasskeyName(name)) {
    input.removeAttribute('aria-invalid')
    return name
  }
  input.setAttribute('aria-invalid', 'true')
  input.focus()
  return undefined
}

/** A text field for a passkey's name (`id`, its label), filled with `value`. */
export function nameField(id: string, label: string, value: string): { label: HTMLLabelElement; input: HTMLInputElement } {
  const labelNode = element('label', label)
  labelNode.htmlFor = id
  const input = document.createElement('input')
  input.id = id
  input.className = 'text'
  input.autocomplete = 'off'
  input.spellcheck = false
  input.value = value
  return { label: labelNode, input }
}

/**
 * The inline form that renames one passkey: its name in a field, Save and Cancel. `save` gets the
 * checked name (a wrong one is said in `message`, nothing sent); `cancel` puts the row back.
 */
export function renameForm(deps: { t: Translate; id: string; current: string; shown: string; message: HTMLElement; save: (name: string) => void; cancel: () => void }): HTMLFormElement {
  const { t, message } = deps
  const form = document.createElement('form')
  form.noValidate = true
  form.className = 'rename'
  const { label, input } = nameField(deps.id, t('passkeys.renameLabel', { name: deps.shown }), deps.current)
  const save = element('button', t('passkeys.renameSave'))
  save.type = 'submit'
  const cancel = element('button', t('export.cancel'))
  cancel.type = 'button'
  cancel.className = 'secondary'
  cancel.addEventListener('click', deps.cancel)
  const actions = document.createElement('div')
  actions.className = 'actions'
  actions.append(cancel, save)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const name = typedName(input)
    if (name === undefined) {
      message.textContent = t('passkeys.nameInvalid')
      message.setAttribute('role', 'alert')
      return
    }
    deps.save(name)
  })
  form.append(label, input, actions)
  queueMicrotask(() => input.focus())
  return form
}
