import type { Api } from './api.ts'
import { type CredentialsContainerLike, PasskeyCeremonyError, passkeyProofFor } from './passkeyCeremony.ts'
import type { Translate } from './i18n/translate.ts'
import { codeInput, element, problem } from './screens.ts'

export type RecoveryEmailDeps = {
  api: Api
  t: Translate
  credentials: () => CredentialsContainerLike
  /** The section's live line (problems and notices). */
  message: HTMLElement
  /** The address is the wallet's now: the section reloads and says so. */
  added: () => Promise<void>
}

/**
 * A recovery e-mail for a passkey-only wallet (issue 40): the address, confirmed with the passkey
 * (asked here, from the click), then the 6-digit code mailed to it. Once added it logs in to the
 * wallet and confirms its export, so losing the passkey no longer loses the wallet.
 */
export function recoveryEmailForm(deps: RecoveryEmailDeps, signal: AbortSignal): HTMLElement {
  const { api, t, message } = deps
  const form = document.createElement('form')
  form.noValidate = true
  form.setAttribute('aria-labelledby', 'recovery-title')
  const title = element('h3', t('recovery.title'))
  title.id = 'recovery-title'
  const help = element('p', t('recovery.help'))
  help.id = 'recovery-help'
  help.className = 'detail'
  const label = element('label', t('recovery.emailLabel'))
  label.htmlFor = 'recovery-email'
  const input = document.createElement('input')
  input.id = 'recovery-email'
  input.type = 'email'
  input.autocomplete = 'email'
  input.setAttribute('aria-describedby', 'recovery-help')
  const submit = element('button', t('recovery.send'))
  submit.type = 'submit'
  const actions = document.createElement('div')
  actions.className = 'actions'
  actions.append(submit)
  form.append(title, help, label, input, actions)
  let recoveryId: string | undefined
  let busy = false
  const fail = (error: unknown) => {
    if (signal.aborted) return
    message.textContent = problem(t, error)
    message.setAttribute('role', 'alert')
  }

  const showCode = (email: string) => {
    const prompt = element('p', t('recovery.prompt', { email }))
    prompt.id = 'recovery-prompt'
    const code = codeInput('recovery-code', t('export.codeLabel'), 'recovery-prompt')
    const confirm = element('button', t('recovery.confirm'))
    confirm.type = 'submit'
    const row = document.createElement('div')
    row.className = 'actions'
    row.append(confirm)
    form.replaceChildren(title, prompt, code.label, code.input, row)
    code.input.focus()
    return code.input
  }

  let codeBox: HTMLInputElement | undefined
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (busy) return
    busy = true
    message.removeAttribute('role')
    const step = async () => {
      if (recoveryId === undefined) {
        const email = input.value.trim().toLowerCase()
        message.textContent = t('passkey.waiting')
        const answer = await api.startRecovery(email, await passkeyProofFor(api, deps.credentials()))
        if (signal.aborted) return
        recoveryId = answer.recoveryId
        message.textContent = ''
        codeBox = showCode(email)
        return
      }
      if (!/^\d{6}$/.test(codeBox?.value ?? '')) return
      await api.verifyRecovery(recoveryId, codeBox!.value)
      if (!signal.aborted) await deps.added()
    }
    step()
      .catch((error: unknown) => {
        // A ceremony that did not finish leaves the address as typed; a wrong code is cleared.
        if (codeBox && !(error instanceof PasskeyCeremonyError)) codeBox.value = ''
        fail(error)
      })
      .finally(() => (busy = false))
  })
  return form
}
