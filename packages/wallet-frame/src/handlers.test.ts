// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { createHandlers } from './handlers.ts'
import { createLogger } from './logger.ts'
import { createFrameStorage } from './storage.ts'

function frame() {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const sign = vi.fn(async () => ({ signature: '0xsigned' }))
  const open: boolean[] = []
  const handlers = createHandlers({
    api: { sign } as unknown as Api,
    storage: createFrameStorage({ getItem: () => null, setItem: () => undefined } as unknown as Storage),
    logger: createLogger({ print: false }),
    parentOrigin: 'https://app.example',
    apiOrigin: 'https://api.example',
    approvalRoot: root,
    setApprovalOpen: (value) => open.push(value),
    chainId: '1',
  })
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!
  return { handlers, root, sign, open, button }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const sign = (text: string) => ({ method: 'personal_sign', params: [`0x${Buffer.from(text).toString('hex')}`, '0x0'] })

describe('the frame’s signing requests', () => {
  it('queue: a second request while one is open waits, and never takes its place', async () => {
    const { handlers, root, sign: signed, open, button } = frame()
    const first = handlers.RPC_REQUEST(sign('first'))
    await tick()
    expect(root.textContent).toContain('https://app.example asks:')
    expect(root.textContent).toContain('first')
    const second = handlers.RPC_REQUEST(sign('second'))
    await tick()
    // Still the first one, its Reject focused, one more waiting.
    expect(root.textContent).toContain('first')
    expect(root.textContent).not.toContain('second')
    expect(document.activeElement).toBe(button('Reject'))
    expect(root.querySelector('[role=status]')?.textContent).toBe('Requests waiting after this one: 1')
    // Approve right away does nothing (the view just appeared).
    button('Approve').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    button('Approve').click()
    await tick()
    expect(signed).not.toHaveBeenCalled()

    button('Reject').click()
    await expect(first).rejects.toThrow('User rejected the request')
    await tick()
    expect(root.textContent).toContain('second')
    expect(document.activeElement).toBe(button('Reject'))
    button('Reject').click()
    await expect(second).rejects.toThrow('User rejected the request')
    expect(signed).not.toHaveBeenCalled()
    await tick()
    expect(open).toEqual([true, false])
  })

  it('RPC_ABORT ends the shown request and the waiting ones', async () => {
    const { handlers, root } = frame()
    const all = [handlers.RPC_REQUEST(sign('a')), handlers.RPC_REQUEST(sign('b'))].map((p) => p.catch((e: Error) => e.message))
    await tick()
    await handlers.RPC_ABORT({})
    expect(await Promise.all(all)).toEqual(['Request was aborted', 'Request was aborted'])
    expect(root.hidden).toBe(true)
  })
})
