import type { Api } from './api.ts'
import { PasskeyCeremonyError, passkeyProofFor } from './passkeyCeremony.ts'
import { createExportKeyPair } from './exportCipher.ts'
import { button, codeInput, element, messageLine, openScreen, problem } from './screens.ts'
import type { Translate } from './i18n/translate.ts'

/**
 * The frame's key export screens, on the frame's own origin: a fresh code is mailed to the user's
 * address, the visitor enters it here (a passkey-only wallet has no address: its passkey confirms it
 * instead, and a wallet with a passkey confirms with it besides the code), and the server answers the key encrypted to a key pair this
 * frame made for the export (HPKE), which only this frame can open; it is
 * shown with a warning and a copy control, then wiped from the screen and memory when the visitor
 * closes it. Resolves with whether the key was shown; `signal` closes the screens at once. Built
 * with DOM calls and `textContent` only.
 */
export function exportKey(root: HTMLElement, deps: { api: Api; t: Translate; email: string }, signal: AbortSignal): Promise<boolean> {
  const { api, t } = deps
  let exportId: string | undefined
  let key: string | undefined
  const wipe = () => {
    key = undefined
  }

  return openScreen<boolean>(root, 'export-title', signal, (close) => {
    const heading = element('h1', t('export.title'))
    heading.id = 'export-title'
    const status = element('p', deps.email ? t('export.sending') : t('passkeys.loading'))
    status.setAttribute('role', 'status')
    root.append(heading, status)

    api.startExport().then(
      (answer) => {
        if (signal.aborted) return
        exportId = answer.exportId
        if (answer.code) showCodeStep()
        else showPasskeyStep()
      },
      (error: unknown) => {
        if (signal.aborted) return
        status.textContent = problem(t, error)
        status.setAttribute('role', 'alert')
        const cancel = button(t('export.cancel'), 'secondary', () => close(false))
        root.append(cancel)
        cancel.focus()
      },
    )

    function showCodeStep() {
      const form = document.createElement('form')
      form.noValidate = true
      const prompt = element('p', t('export.prompt', { email: deps.email }))
      prompt.id = 'export-prompt'
      const { label, input } = codeInput('export-code', t('export.codeLabel'), 'export-prompt')
      const message = messageLine()
      const submit = element('button', t('export.submit'))
      submit.type = 'submit'
      const resend = button(t('export.resend'), 'secondary', async () => {
        message.textContent = ''
        try {
          await api.resendExport(exportId!)
          message.textContent = t('export.codeSent')
        } catch (error) {
          message.textContent = problem(t, error)
        }
      })
      const cancel = button(t('export.cancel'), 'secondary', () => close(false))
      const actions = document.createElement('div')
      actions.className = 'actions'
      actions.append(cancel, submit)
      form.append(prompt, label, input, message, actions, resend)
      let busy = false
      form.addEventListener('submit', async (event) => {
        event.preventDefault()
        if (busy || !/^\d{6}$/.test(input.value)) return
        busy = true
        message.textContent = ''
        try {
          // A key pair for this export alone: the server encrypts the key to its public half, and the
          // private half, in this frame's memory only, opens it here.
          const pair = await createExportKeyPair()
          // A wallet with a passkey confirms with it too (asked here, in the frame).
          const passkey = await passkeyProofFor(api)
          const answer = await api.revealKey(exportId!, input.value, pair.publicKey, passkey)
          if (signal.aborted) return
          key = await pair.open(answer, exportId!)
          showKeyStep()
        } catch (error) {
          // A passkey ceremony that did not finish leaves the code as typed (it was not tried).
          if (!(error instanceof PasskeyCeremonyError)) input.value = ''
          message.textContent = problem(t, error)
          input.setAttribute('aria-invalid', 'true')
          input.focus()
        } finally {
          busy = false
        }
      })
      status.remove()
      root.append(form)
      input.focus()
    }

    /** A passkey-only wallet (issue 40): no code, its passkey confirms the export, asked from this click. */
    function showPasskeyStep() {
      const prompt = element('p', t('export.passkeyPrompt'))
      const message = messageLine()
      let busy = false
      const confirm = button(t('export.passkeyConfirm'), '', async () => {
        if (busy) return
        busy = true
        message.textContent = t('passkey.waiting')
        try {
          const pair = await createExportKeyPair()
          const passkey = await passkeyProofFor(api)
          const answer = await api.revealKey(exportId!, undefined, pair.publicKey, passkey)
          if (signal.aborted) return
          key = await pair.open(answer, exportId!)
          showKeyStep()
        } catch (error) {
          message.textContent = problem(t, error)
          message.setAttribute('role', 'alert')
        } finally {
          busy = false
        }
      })
      const actions = document.createElement('div')
      actions.className = 'actions'
      actions.append(button(t('export.cancel'), 'secondary', () => close(false)), confirm)
      status.remove()
      root.append(prompt, message, actions)
      confirm.focus()
    }

    function showKeyStep() {
      root.replaceChildren(heading)
      const warning = element('p', t('export.warning'))
      warning.className = 'warning'
      warning.setAttribute('role', 'alert')
      const label = element('p', t('export.keyLabel'))
      label.id = 'export-key-label'
      label.className = 'label'
      const value = element('output', key ?? '')
      value.className = 'secret'
      value.setAttribute('aria-labelledby', 'export-key-label')
      const copy = button(t('export.copy'), 'secondary', async () => {
        try {
          await navigator.clipboard.writeText(key ?? '')
          copy.textContent = t('export.copied')
        } catch {
          // No clipboard here: the key is selected, for the visitor to copy by hand.
          getSelection()?.selectAllChildren(value)
        }
      })
      const done = button(t('export.done'), '', () => close(true))
      const actions = document.createElement('div')
      actions.className = 'actions'
      actions.append(copy, done)
      root.append(warning, label, value, actions)
      done.focus()
    }
  }, wipe)
}
