import { ApiError } from './api.ts'
import { PasskeyCeremonyError } from './passkeyCeremony.ts'
import type { Translate } from './i18n/translate.ts'

// Building blocks of the frame's own screens (export, e-mail change, sessions): DOM calls and
// `textContent` only, never markup from a string.

/** A refusal in the visitor's words: the server's code when it has one. */
export function problem(t: Translate, error: unknown): string {
  if (error instanceof PasskeyCeremonyError) {
    const words = { cancelled: 'error.passkeyCancelled', timed_out: 'error.passkeyTimedOut', no_authenticator: 'error.passkeyNoAuthenticator', failed: 'error.generic' } as const
    return t(words[error.reason])
  }
  if (!(error instanceof ApiError)) return t('error.generic')
  if (error.code === 'embedded_cooldown') return t('error.cooldown', { count: Number(/after (\d+) second/.exec(error.message)?.[1] ?? 30) })
  const known: Record<string, Parameters<Translate>[0]> = {
    embedded_otp_invalid: 'error.invalidCode',
    embedded_otp_expired: 'error.expired',
    embedded_request_expired: 'error.expired',
    embedded_otp_attempts: 'error.tooMany',
    embedded_mail_limit: 'error.mailLimit',
    embedded_email_taken: 'error.emailTaken',
    embedded_email_unchanged: 'error.emailUnchanged',
    embedded_export_held: 'error.exportHeld',
    embedded_login_taken: 'error.loginTaken',
    embedded_last_login: 'error.lastLogin',
    embedded_reauth_required: 'error.reauthRequired',
    embedded_second_proof_required: 'error.secondProofRequired',
    embedded_passkey_refused: 'error.passkeyRefused',
    embedded_passkey_unknown: 'error.passkeyRefused',
    embedded_passkey_required: 'error.passkeyRequired',
  }
  return t(known[error.code] ?? 'error.generic')
}

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.textContent = text
  return node
}

export function button(text: string, className: string, onClick: () => void): HTMLButtonElement {
  const node = element('button', text)
  node.type = 'button'
  if (className) node.className = className
  node.addEventListener('click', onClick)
  return node
}

/** A six-digit code box with its label (`id` names it), digits only. */
export function codeInput(id: string, label: string, describedBy: string): { label: HTMLLabelElement; input: HTMLInputElement } {
  const labelNode = element('label', label)
  labelNode.htmlFor = id
  const input = document.createElement('input')
  input.id = id
  input.inputMode = 'numeric'
  input.autocomplete = 'one-time-code'
  input.maxLength = 6
  input.setAttribute('aria-describedby', describedBy)
  input.addEventListener('input', () => (input.value = input.value.replace(/\D/g, '').slice(0, 6)))
  return { label: labelNode, input }
}

/** A live line for a step's problems and notices. */
export function messageLine(): HTMLParagraphElement {
  const message = element('p', '')
  message.className = 'message'
  message.setAttribute('aria-live', 'polite')
  return message
}

/**
 * Opens one of the frame's screens in `root`: a dialog named by its heading (`titleId`), built by
 * `show`, which is handed the `close` that settles it. Resolves with what `close` is given; `signal`
 * ends it at once (rejecting with its reason). Either way `onEnd` wipes what the screen held and the
 * screen is emptied and hidden.
 */
export function openScreen<T>(root: HTMLElement, titleId: string, signal: AbortSignal, show: (close: (value: T) => void) => void, onEnd: () => void = () => undefined): Promise<T> {
  root.replaceChildren()
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-labelledby', titleId)
  root.hidden = false
  return new Promise((resolve, reject) => {
    const finish = () => {
      onEnd()
      root.hidden = true
      root.replaceChildren()
      signal.removeEventListener('abort', onAbort)
    }
    const onAbort = () => {
      finish()
      reject(signal.reason)
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    show((value) => {
      finish()
      resolve(value)
    })
  })
}
