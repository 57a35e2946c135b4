// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { createHandlers } from './handlers.ts'
import { createLogger } from './logger.ts'
import { createFrameStorage } from './storage.ts'

const eoa = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const safe = '0x1111111111111111111111111111111111111111'

/** The frame over a server stub; `smart`: the server offers the smart account on the chain (`sponsored`: its gas paid by the app). */
function frame({ smart = false, sponsored = false }: { smart?: boolean; sponsored?: boolean } = {}) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const sign = vi.fn(async () => ({ signature: '0xsigned' }))
  const open: boolean[] = []
  const items = new Map<string, string>()
  const api = {
    sign,
    me: async () => ({ user: { email: 'a@example.com', address: eoa, accounts: [{ address: eoa, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false } }),
    smartAccount: async () => ({ networks: smart ? [1] : [], account: smart ? { address: safe, deployed: false, sponsored } : null }),
    passkeys: async () => ({ passkeys: [], sendLimit: null }),
  }
  const handlers = createHandlers({
    api: api as unknown as Api,
    storage: createFrameStorage({ getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) } as unknown as Storage),
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

describe('the smart account in the frame', () => {
  const calls = { calls: [{ to: safe, value: '0x1' }, { to: eoa, value: '0x2' }] }

  it('acts by default where the server offers it (spec §9), switches to the EOA per chain, and back', async () => {
    const { handlers } = frame({ smart: true })
    expect(await handlers.GET_USER({})).toMatchObject({
      address: safe,
      accounts: [{ address: eoa, type: 'eoa' }, { address: safe, type: 'smartAccount' }],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(await handlers.GET_SMART_ACCOUNT_NETWORKS({})).toEqual({ smartAccountEnabledNetworks: [1] })
    expect(await handlers.INIT_SMART_ACCOUNT({})).toEqual({ address: safe, isDeployed: false })
    expect(await handlers.SET_PREFERRED_ACCOUNT({ type: 'eoa' })).toEqual({ type: 'eoa', address: eoa })
    expect(await handlers.GET_USER({})).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    // Remembered for chain 1 only.
    expect(await handlers.GET_USER({ chainId: 2 })).toMatchObject({ address: safe, preferredAccountType: 'smartAccount' })
    await handlers.SWITCH_NETWORK({ chainId: 1 })
    expect(await handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).toEqual({ type: 'smartAccount', address: safe })
  })

  it('is not offered where the server has no bundler: the EOA acts, sends no batch, and says so for the fallback', async () => {
    const { handlers, sign: signed } = frame()
    expect(await handlers.GET_USER({})).toMatchObject({ address: eoa, accounts: [{ address: eoa, type: 'eoa' }], preferredAccountType: 'eoa' })
    await expect(handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).rejects.toThrow('Smart accounts are not available on chain 1')
    await expect(handlers.RPC_REQUEST({ method: 'wallet_sendCalls', params: [calls] })).rejects.toThrow('does not support wallet_sendCalls')
    expect(await handlers.RPC_REQUEST({ method: 'wallet_getCapabilities', params: [eoa] })).toEqual({})
    expect(signed).not.toHaveBeenCalled()
  })

  it('shows a batch as the calls it makes, from the smart account, sponsored, and says it can batch', async () => {
    const { handlers, root, button, sign: signed } = frame({ smart: true, sponsored: true })
    expect(await handlers.RPC_REQUEST({ method: 'wallet_getCapabilities', params: [safe] })).toEqual({ '0x1': { atomic: { status: 'supported' } } })
    const batch = handlers.RPC_REQUEST({ method: 'wallet_sendCalls', params: [calls] })
    for (let i = 0; i < 5 && !root.textContent?.includes('Call 1 of 2'); i++) await tick()
    const text = root.textContent ?? ''
    expect(text).toContain('Send a batch of calls (2)')
    expect(text).toContain(`Smart account ${safe}`)
    expect(text).toContain('Call 1 of 2')
    expect(text).toContain('Call 2 of 2')
    expect(text).toContain('Sponsored: the app pays it')
    button('Reject').click()
    await expect(batch).rejects.toThrow('User rejected the request')
    expect(signed).not.toHaveBeenCalled()
  })

  it('a send by the EOA where the smart account exists says the EOA acts; an unsponsored smart account pays its fee', async () => {
    const { handlers, root, button } = frame({ smart: true })
    await handlers.SET_PREFERRED_ACCOUNT({ type: 'eoa' })
    const send = handlers.RPC_REQUEST({ method: 'eth_sendTransaction', params: [{ to: safe, value: '0x1' }] })
    for (let i = 0; i < 5 && !root.textContent?.includes('Reject'); i++) await tick()
    expect(root.textContent).toContain(`EOA ${eoa}`)
    expect(root.textContent).not.toContain('Network fee')
    button('Reject').click()
    await expect(send).rejects.toThrow('User rejected the request')
    await handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })
    const again = handlers.RPC_REQUEST({ method: 'eth_sendTransaction', params: [{ to: eoa, value: '0x1' }] })
    for (let i = 0; i < 5 && !root.textContent?.includes('Reject'); i++) await tick()
    expect(root.textContent).toContain(`Smart account ${safe}`)
    expect(root.textContent).toContain('Paid by the smart account')
    button('Reject').click()
    await expect(again).rejects.toThrow('User rejected the request')
  })
})
