import type { Translate } from './i18n/translate.ts'
import { button, element } from './screens.ts'

/** The limit as the person types it (`0.5`: the network's coin, 18 decimals) in wei, or undefined when it is not an amount. */
export function toWei(text: string): string | undefined {
  const match = /^(\d{1,59})(?:[.,](\d{1,18}))?$/.exec(text.trim())
  if (!match) return undefined
  return (BigInt(match[1]!) * 10n ** 18n + BigInt((match[2] ?? '').padEnd(18, '0'))).toString()
}

/** Wei as the coin's amount (`500000000000000000` → `0.5`). */
export function fromWei(wei: string): string {
  const value = BigInt(wei)
  const fraction = (value % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return `${value / 10n ** 18n}${fraction ? `.${fraction}` : ''}`
}

/**
 * The send limit (issue 40): above it a send from this wallet asks for the passkey before the server
 * signs it. In the network's own coin (the same number on every network); `save` confirms the change
 * with the passkey (the server refuses it without) and says `done` in `message` once it is shown.
 */
export function sendLimitForm(deps: { t: Translate; current: string | null; save: (limitWei: string | null, done: string) => Promise<void>; message: HTMLElement }): HTMLElement {
  const { t, current, message } = deps
  const form = document.createElement('form')
  form.noValidate = true
  form.setAttribute('aria-labelledby', 'send-limit-title')
  const title = element('h3', t('passkeys.limitTitle'))
  title.id = 'send-limit-title'
  const help = element('p', t('passkeys.limitHelp'))
  help.id = 'send-limit-help'
  help.className = 'detail'
  const state = element('p', current === null ? t('passkeys.limitNone') : t('passkeys.limitIs', { amount: fromWei(current) }))
  state.id = 'send-limit-state'
  const label = element('label', t('passkeys.limitLabel'))
  label.htmlFor = 'send-limit'
  const input = document.createElement('input')
  input.id = 'send-limit'
  input.inputMode = 'decimal'
  input.autocomplete = 'off'
  input.setAttribute('aria-describedby', 'send-limit-help send-limit-state')
  if (current !== null) input.value = fromWei(current)
  const submit = element('button', t('passkeys.limitSave'))
  submit.type = 'submit'
  const actions = document.createElement('div')
  actions.className = 'actions'
  if (current !== null) actions.append(button(t('passkeys.limitRemove'), 'secondary', () => void deps.save(null, t('passkeys.limitRemoved'))))
  actions.append(submit)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const wei = toWei(input.value)
    if (wei === undefined) {
      input.setAttribute('aria-invalid', 'true')
      message.textContent = t('passkeys.limitInvalid')
      message.setAttribute('role', 'alert')
      input.focus()
      return
    }
    input.removeAttribute('aria-invalid')
    void deps.save(wei, t('passkeys.limitSaved'))
  })
  form.append(title, help, state, label, input, actions)
  return form
}
