// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import type { ActGate } from './actGate.ts'
import { type ApprovalRequest, askApproval } from './approval.ts'
import { englishTranslate } from './i18n/translate.ts'
import { PasskeyCeremonyError } from './passkeyCeremony.ts'

const t = englishTranslate()
const request: ApprovalRequest = {
  title: 'Sign message',
  origin: 'https://app.example',
  appName: 'Example',
  rows: [{ label: 'Message', value: 'hello' }],
  warnings: ['Careful'],
}

/** A gate the test opens and closes (the real one waits for the browser's visibility reports and a second). */
function controlledGate() {
  let ready = false
  let tell: (ready: boolean) => void = () => undefined
  const gate: ActGate = { ready: () => ready, restart: () => undefined, stop: () => undefined }
  return {
    make: (_: HTMLElement, onChange: (ready: boolean) => void) => ((tell = onChange), gate),
    set(value: boolean) {
      ready = value
      tell(value)
    },
  }
}

let root: HTMLElement
beforeEach(() => {
  document.body.replaceChildren()
  root = document.createElement('main')
  document.body.append(root)
})

const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!
const press = (target: HTMLElement) => {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
  target.click()
}
/** Whether the promise settled (within a microtask turn), and how. */
const state = async (promise: Promise<boolean>) => Promise.race([promise.then((v) => `resolved:${v}`, () => 'rejected'), new Promise((r) => setTimeout(() => r('pending'), 0))])

describe('askApproval', () => {
  it('shows the page asking, the warnings and the rows; focus starts on Reject; Approve is marked unavailable until the gate opens', () => {
    const gate = controlledGate()
    void askApproval(root, t, request, { signal: new AbortController().signal, gate: gate.make })
    expect(root.textContent).toContain('Example (https://app.example) asks:')
    expect(root.querySelector('.warning')?.textContent).toBe('Careful')
    expect(document.activeElement).toBe(button('Reject'))
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    gate.set(true)
    expect(button('Approve').hasAttribute('aria-disabled')).toBe(false)
  })

  it('ignores Approve until the gate opens, and a press that began before it opened', async () => {
    const gate = controlledGate()
    const answer = askApproval(root, t, request, { signal: new AbortController().signal, gate: gate.make })
    press(button('Approve'))
    expect(await state(answer)).toBe('pending')
    // Pressed while closed, released once open: still nothing.
    button('Approve').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    gate.set(true)
    button('Approve').click()
    expect(await state(answer)).toBe('pending')
    // A held Enter (repeated keydown) does not count either.
    button('Approve').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', repeat: true, bubbles: true }))
    button('Approve').click()
    expect(await state(answer)).toBe('pending')
    // A click with no press before it (a screen reader's) counts only while open.
    gate.set(false)
    button('Approve').click()
    expect(await state(answer)).toBe('pending')
    gate.set(true)
    // A fresh press while open approves.
    button('Approve').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    button('Approve').click()
    expect(await state(answer)).toBe('resolved:true')
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })

  it('Reject and Escape answer at once; focus coming back into the frame lands on Reject', async () => {
    const first = askApproval(root, t, request, { signal: new AbortController().signal, gate: controlledGate().make })
    document.body.focus()
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.dispatchEvent(new Event('focus'))
    expect(document.activeElement).toBe(button('Reject'))
    press(button('Reject'))
    expect(await state(first)).toBe('resolved:false')

    const second = askApproval(root, t, request, { signal: new AbortController().signal, gate: controlledGate().make })
    button('Approve').focus()
    button('Approve').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await state(second)).toBe('resolved:false')
  })

  it('an earlier view’s keys do not touch the next one', async () => {
    const first = askApproval(root, t, request, { signal: new AbortController().signal, gate: controlledGate().make })
    press(button('Reject'))
    await first
    const second = askApproval(root, t, { ...request, title: 'Send transaction' }, { signal: new AbortController().signal, gate: controlledGate().make })
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await state(second)).toBe('pending')
    expect(root.querySelector('h1')?.textContent).toBe('Send transaction')
  })

  it('says how many requests wait behind it, and closes unanswered when aborted', async () => {
    let count = 2
    const listeners = new Set<() => void>()
    const controller = new AbortController()
    const answer = askApproval(root, t, request, {
      signal: controller.signal,
      gate: controlledGate().make,
      waiting: { count: () => count, subscribe: (l) => (listeners.add(l), () => listeners.delete(l)) },
    })
    expect(root.querySelector('[role=status]')?.textContent).toBe('Requests waiting after this one: 2')
    count = 0
    listeners.forEach((l) => l())
    expect(root.querySelector('[role=status]')?.textContent).toBe('')
    controller.abort(new Error('Request was aborted'))
    expect(await state(answer)).toBe('rejected')
    expect(root.hidden).toBe(true)
    expect(listeners.size).toBe(0)
  })

  it('Tab goes round Reject and Approve, and the details too while they scroll (a long batch): a named region', () => {
    void askApproval(root, t, request, { signal: new AbortController().signal, gate: controlledGate().make })
    const details = root.querySelector<HTMLElement>('.approval-body')!
    expect(details.getAttribute('role')).toBe('region')
    expect(details.tabIndex).toBe(0)
    expect(document.getElementById(details.getAttribute('aria-labelledby')!)?.textContent).toBe('Sign message')
    const tab = (shiftKey = false) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true }))
    expect(document.activeElement).toBe(button('Reject'))
    tab()
    expect(document.activeElement).toBe(button('Approve'))
    tab()
    expect(document.activeElement).toBe(button('Reject'))
    Object.defineProperty(details, 'scrollHeight', { value: 900 })
    Object.defineProperty(details, 'clientHeight', { value: 300 })
    tab()
    tab()
    expect(document.activeElement).toBe(details)
    tab()
    expect(document.activeElement).toBe(button('Reject'))
    tab(true)
    expect(document.activeElement).toBe(details)
  })

  it('a danger keeps Approve one step further: it acts only once “I understand the risk” is ticked, and the box is in the Tab cycle', async () => {
    const gate = controlledGate()
    const answer = askApproval(root, t, { ...request, danger: true }, { signal: new AbortController().signal, gate: gate.make })
    const box = root.querySelector<HTMLInputElement>('label.risk input[type="checkbox"]')!
    expect(box.closest('label')?.textContent).toBe('I understand the risk and want to approve this')
    gate.set(true)
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    press(button('Approve'))
    expect(await state(answer)).toBe('pending')
    const tab = () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    tab()
    expect(document.activeElement).toBe(box)
    box.click()
    expect(button('Approve').hasAttribute('aria-disabled')).toBe(false)
    press(button('Approve'))
    expect(await state(answer)).toBe('resolved:true')
  })

  it('without a danger there is no risk box', () => {
    void askApproval(root, t, request, { signal: new AbortController().signal, gate: controlledGate().make })
    expect(root.querySelector('label.risk')).toBeNull()
  })

  it('a confirm step (the passkey above the send limit) runs from Approve: cancelled, the view stays with the reason and that nothing was signed; done, it resolves', async () => {
    const gate = controlledGate()
    let attempts = 0
    const confirm = async () => {
      attempts++
      if (attempts === 1) throw new PasskeyCeremonyError('cancelled')
    }
    const answer = askApproval(root, t, { ...request, confirm }, { signal: new AbortController().signal, gate: gate.make })
    gate.set(true)
    press(button('Approve'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await state(answer)).toBe('pending')
    expect(root.querySelector('[role=alert]')?.textContent).toBe('You cancelled the passkey request. Try again when you are ready. Nothing was signed. Approve to try again, or Reject.')
    press(button('Approve'))
    expect(await state(answer)).toBe('resolved:true')
    expect(attempts).toBe(2)
  })
})
