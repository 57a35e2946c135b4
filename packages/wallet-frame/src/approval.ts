import type { Translate } from './translate.ts'

/** What the visitor is asked to approve, as the frame shows it. */
export type ApprovalRequest = {
  title: string
  /** The page asking (the frame's parent origin) and the app's name. */
  origin: string
  appName: string | undefined
  /** Label and value rows (message text, recipient, amount…). */
  rows: { label: string; value: string }[]
}

/**
 * Shows the approval controls inside the frame (the host page cannot click them: they live in
 * another origin's document) and resolves with the visitor's answer. `signal` closes them unanswered
 * (RPC_ABORT, sign-out). Built with DOM calls and `textContent` only: nothing of the request is
 * ever parsed as HTML.
 *
 * It is a dialog for the keyboard too: Approve has focus (again whenever the host moves focus into
 * the frame), Tab and Shift+Tab go round its two buttons, Escape rejects.
 */
export function askApproval(root: HTMLElement, t: Translate, request: ApprovalRequest, signal: AbortSignal): Promise<boolean> {
  root.replaceChildren()
  const heading = element('h1', request.title)
  heading.id = 'approval-title'
  const from = element('p', request.appName ? t('approval.appAsks', { app: request.appName, origin: request.origin }) : t('approval.asks', { origin: request.origin }))
  from.className = 'origin'
  const details = document.createElement('dl')
  for (const row of request.rows) details.append(element('dt', row.label), element('dd', row.value))
  const actions = document.createElement('div')
  actions.className = 'actions'
  const reject = element('button', t('approval.reject'))
  reject.type = 'button'
  reject.className = 'secondary'
  const approve = element('button', t('approval.approve'))
  approve.type = 'button'
  actions.append(reject, approve)
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-labelledby', 'approval-title')
  root.append(heading, from, details, actions)
  root.hidden = false
  approve.focus()
  // The host page focuses the frame element when it shows it: focus lands on Approve again.
  const onWindowFocus = () => {
    if (!root.contains(document.activeElement)) approve.focus()
  }
  window.addEventListener('focus', onWindowFocus)

  return new Promise((resolve, reject_) => {
    const finish = (approved: boolean) => {
      window.removeEventListener('focus', onWindowFocus)
      root.hidden = true
      root.replaceChildren()
      signal.removeEventListener('abort', onAbort)
      resolve(approved)
    }
    const onAbort = () => {
      window.removeEventListener('focus', onWindowFocus)
      root.hidden = true
      root.replaceChildren()
      reject_(signal.reason)
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    approve.addEventListener('click', () => finish(true), { once: true })
    reject.addEventListener('click', () => finish(false), { once: true })
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') finish(false)
      if (event.key === 'Tab') {
        event.preventDefault()
        ;(document.activeElement === approve ? reject : approve).focus()
      }
    })
  })
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.textContent = text
  return node
}
