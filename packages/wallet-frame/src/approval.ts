import { type ActGate, createActGate } from './actGate.ts'
import type { Translate } from './i18n/translate.ts'
import { problem } from './screens.ts'

/** What the visitor is asked to approve, as the frame shows it. */
export type ApprovalRequest = {
  title: string
  /** The page asking (the frame's parent origin, from the browser) and the app's name (the host's word). */
  origin: string
  appName: string | undefined
  /** Label and value rows (message text, recipient, amount…). */
  rows: { label: string; value: string }[]
  /** What the visitor should know before approving (hidden characters, another site's sign-in, an unlimited allowance). */
  warnings?: string[] | undefined
  /**
   * A danger (an unlimited allowance, a whole collection, a permit for everything): Approve then
   * acts only once the visitor has also ticked “I understand the risk”, one deliberate step more.
   */
  danger?: boolean | undefined
  /**
   * A step Approve runs first, in this view (a send above the passkey limit asks for the passkey
   * here, from the click): it failing (the ceremony cancelled) keeps the view open with the reason
   * and that nothing was signed; Approve may be pressed again, or Reject.
   */
  confirm?: (() => Promise<void>) | undefined
}

/** The requests waiting behind the one shown (the view says how many). */
export type WaitingCount = { count(): number; subscribe(listener: () => void): () => void }

export type AskApprovalOptions = {
  /** Closes the view unanswered (RPC_ABORT, sign-out). */
  signal: AbortSignal
  waiting?: WaitingCount | undefined
  /** Builds the gate that says when Approve may act (tests pass their own). */
  gate?: ((target: HTMLElement, onChange: (ready: boolean) => void) => ActGate) | undefined
}

/**
 * Shows the approval controls inside the frame and resolves with the visitor's answer. The host
 * page cannot reach them (another origin's document), but it can place, hide or cover the frame,
 * and move focus into it: so focus starts on Reject, and Approve acts only once its gate says so
 * (the view wholly visible for a second, counted again after focus or visibility comes back), and
 * only for a press that began while it was ready (not a held or repeated key). Reject and Escape
 * act at once. Built with DOM calls and `textContent` only: nothing of the request is parsed as HTML.
 */
export function askApproval(root: HTMLElement, t: Translate, request: ApprovalRequest, options: AskApprovalOptions): Promise<boolean> {
  const { signal } = options
  const view = document.createElement('section')
  view.className = 'approval'
  const heading = element('h1', request.title)
  heading.id = 'approval-title'
  const from = element('p', request.appName ? t('approval.appAsks', { app: request.appName, origin: request.origin }) : t('approval.asks', { origin: request.origin }))
  from.className = 'origin'
  const body = document.createElement('div')
  body.className = 'approval-body'
  // A long request (a batch's calls) scrolls here: the keyboard reaches it too (a named region in the Tab cycle while it scrolls).
  body.tabIndex = 0
  body.setAttribute('role', 'region')
  body.setAttribute('aria-labelledby', heading.id)
  for (const warning of request.warnings ?? []) body.append(Object.assign(element('p', warning), { className: 'warning' }))
  const details = document.createElement('dl')
  for (const row of request.rows) details.append(element('dt', row.label), element('dd', row.value))
  body.append(details)
  const waiting = element('p', '')
  waiting.className = 'waiting'
  waiting.setAttribute('role', 'status')
  // Shown only when a confirm step fails (the view's layout is unchanged otherwise).
  const notice = element('p', '')
  notice.className = 'message'
  notice.hidden = true
  const actions = document.createElement('div')
  actions.className = 'actions'
  const reject = element('button', t('approval.reject'))
  reject.type = 'button'
  reject.className = 'secondary'
  const approve = element('button', t('approval.approve'))
  approve.type = 'button'
  approve.setAttribute('aria-disabled', 'true')
  actions.append(reject, approve)
  const risk = request.danger ? riskCheck(t('approval.understandRisk')) : undefined
  view.append(heading, from, body, waiting, ...(risk ? [risk.label] : []), notice, actions)
  root.replaceChildren(view)
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-labelledby', 'approval-title')
  root.hidden = false
  reject.focus()

  const showWaiting = () => {
    const count = options.waiting?.count() ?? 0
    waiting.textContent = count > 0 ? t('approval.waiting', { count }) : ''
  }
  showWaiting()
  const unsubscribe = options.waiting?.subscribe(showWaiting)
  const makeGate = options.gate ?? ((target, onChange) => createActGate({ target, onChange }))
  // Approve acts when the gate is open and, for a danger, the risk is ticked.
  let gateOpen = false
  const showReady = () => (gateOpen && (risk?.input.checked ?? true) ? approve.removeAttribute('aria-disabled') : approve.setAttribute('aria-disabled', 'true'))
  const gate = makeGate(view, (open) => ((gateOpen = open), showReady()))
  const ready = () => gate.ready() && (risk?.input.checked ?? true)
  risk?.input.addEventListener('change', showReady)
  // The host focuses the frame element when it shows it: focus goes to Reject, never to Approve.
  const onWindowFocus = () => {
    if (!root.contains(document.activeElement)) reject.focus()
  }
  window.addEventListener('focus', onWindowFocus)
  /**
   * When the press now ending (pointer or key) began: while Approve was ready, before, or no press
   * at all (a screen reader's click comes without one; a page cannot send events into the frame).
   */
  let press: 'ready' | 'early' | 'none' = 'none'

  return new Promise((resolve, reject_) => {
    const close = () => {
      gate.stop()
      unsubscribe?.()
      window.removeEventListener('focus', onWindowFocus)
      signal.removeEventListener('abort', onAbort)
      root.hidden = true
      root.replaceChildren()
    }
    let settled = false
    const finish = (approved: boolean) => {
      if (settled) return
      settled = true
      close()
      resolve(approved)
    }
    const onAbort = () => {
      settled = true
      close()
      reject_(signal.reason)
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    approve.addEventListener('pointerdown', () => (press = ready() ? 'ready' : 'early'))
    approve.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      // A held key repeats: only a fresh press counts.
      if (event.repeat) event.preventDefault()
      press = !event.repeat && ready() ? 'ready' : 'early'
    })
    let confirming = false
    approve.addEventListener('click', () => {
      const counts = press !== 'early' && ready()
      press = 'none'
      if (!counts || confirming) return
      if (!request.confirm) return finish(true)
      confirming = true
      notice.textContent = ''
      request.confirm().then(
        () => finish(true),
        (error: unknown) => {
          confirming = false
          if (settled) return
          notice.hidden = false
          notice.textContent = `${problem(t, error)} ${t('approval.notSigned')}`
          notice.setAttribute('role', 'alert')
        },
      )
    })
    reject.addEventListener('click', () => finish(false), { once: true })
    view.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') finish(false)
      if (event.key === 'Tab') {
        // Focus stays in the view: Reject, the risk box, Approve, and the details while they scroll; from anywhere else, Reject.
        event.preventDefault()
        const stops: HTMLElement[] = [reject, ...(risk ? [risk.input] : []), approve, ...(body.scrollHeight > body.clientHeight ? [body] : [])]
        const at = stops.indexOf(document.activeElement as HTMLElement)
        stops[at < 0 ? 0 : (at + (event.shiftKey ? stops.length - 1 : 1)) % stops.length]!.focus()
      }
    })
  })
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.textContent = text
  return node
}

/** The “I understand the risk” check box a danger adds before Approve (its label is the box's name). */
function riskCheck(text: string): { label: HTMLLabelElement; input: HTMLInputElement } {
  const label = document.createElement('label')
  label.className = 'risk'
  const input = document.createElement('input')
  input.type = 'checkbox'
  label.append(input, element('span', text))
  return { label, input }
}
