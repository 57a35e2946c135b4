import { isEmailAddress } from '@portico/core'
import type { Api } from './api.ts'
import { type CredentialsContainerLike, passkeyProofFor } from './passkeyCeremony.ts'
import { button, codeInput, element, messageLine, openScreen, problem } from './screens.ts'
import type { Translate } from './i18n/translate.ts'

type Step = 'primary' | 'secondary'

/**
 * The frame's e-mail change screens, on the frame's own origin: the new address, then the code mailed
 * to the current address, then the one mailed to the new address. Nothing the visitor types here
 * reaches the host page: it only learns the new address once the change is done. A wallet with a
 * passkey confirms the change with it first (the second factor, asked here). Resolves with that
 * address, or `null` when the visitor cancels; `signal` closes the screens at once.
 */
export function updateEmail(root: HTMLElement, deps: { api: Api; t: Translate; email: string; credentials?: CredentialsContainerLike }, signal: AbortSignal): Promise<string | null> {
  const { api, t } = deps
  const heading = element('h1', t('update.title'))
  heading.id = 'update-title'

  return openScreen<string | null>(root, 'update-title', signal, (close) => {
    showAddressStep()

    function showAddressStep() {
      const form = document.createElement('form')
      form.noValidate = true
      const intro = element('p', t('update.intro'))
      intro.id = 'update-intro'
      const label = element('label', t('update.emailLabel'))
      label.htmlFor = 'update-email'
      const input = document.createElement('input')
      input.id = 'update-email'
      input.type = 'email'
      input.inputMode = 'email'
      input.autocomplete = 'email'
      input.maxLength = 254
      input.spellcheck = false
      input.setAttribute('autocapitalize', 'none')
      input.setAttribute('aria-describedby', 'update-intro')
      const message = messageLine()
      const submit = element('button', t('update.submit'))
      submit.type = 'submit'
      form.append(intro, label, input, message, actions(submit))
      let busy = false
      form.addEventListener('submit', async (event) => {
        event.preventDefault()
        const address = input.value.trim().toLowerCase()
        if (busy) return
        if (!isEmailAddress(address)) return refuse(input, message, t('error.emailInvalid'))
        busy = true
        message.textContent = t('update.sending', { email: deps.email })
        try {
          // A wallet with a passkey confirms with it (asked here, in the frame).
          const { updateId } = await api.updateEmail(address, await passkeyProofFor(api, deps.credentials ?? navigator.credentials))
          if (!signal.aborted) showCodeStep('primary', updateId, address)
        } catch (error) {
          refuse(input, message, problem(t, error))
        } finally {
          busy = false
        }
      })
      root.replaceChildren(heading, form)
      input.focus()
    }

    function showCodeStep(step: Step, updateId: string, newEmail: string) {
      const form = document.createElement('form')
      form.noValidate = true
      const prompt = element('p', step === 'primary' ? t('update.primary', { email: deps.email }) : t('update.secondary', { email: newEmail }))
      prompt.id = 'update-prompt'
      const { label, input } = codeInput('update-code', t('export.codeLabel'), 'update-prompt')
      const message = messageLine()
      const submit = element('button', t('update.submit'))
      submit.type = 'submit'
      const resend = button(t('export.resend'), 'secondary', async () => {
        message.textContent = ''
        try {
          await api.resendUpdateEmail(updateId)
          message.textContent = t('export.codeSent')
        } catch (error) {
          message.textContent = problem(t, error)
        }
      })
      form.append(prompt, label, input, message, actions(submit), resend)
      let busy = false
      form.addEventListener('submit', async (event) => {
        event.preventDefault()
        if (busy || !/^\d{6}$/.test(input.value)) return
        busy = true
        message.textContent = ''
        try {
          if (step === 'primary') {
            await api.updateEmailPrimary(updateId, input.value)
            if (!signal.aborted) showCodeStep('secondary', updateId, newEmail)
          } else {
            const { user } = await api.updateEmailSecondary(updateId, input.value)
            if (!signal.aborted) close(user.email ?? newEmail)
          }
        } catch (error) {
          input.value = ''
          refuse(input, message, problem(t, error))
        } finally {
          busy = false
        }
      })
      root.replaceChildren(heading, form)
      input.focus()
    }

    function actions(submit: HTMLButtonElement) {
      const row = document.createElement('div')
      row.className = 'actions'
      row.append(button(t('export.cancel'), 'secondary', () => close(null)), submit)
      return row
    }
  })
}

function refuse(input: HTMLInputElement, message: HTMLElement, text: string) {
  message.textContent = text
  message.setAttribute('role', 'alert')
  input.setAttribute('aria-invalid', 'true')
  input.focus()
}
