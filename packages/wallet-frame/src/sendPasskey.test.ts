// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Api } from './api.ts'
import { englishTranslate } from './i18n/translate.ts'
import { sendPasskeyStep, sendValueOf } from './sendPasskey.ts'
import { fromWei, toWei } from './sendLimitForm.ts'
import { fakeCredentials, verifyOptions } from './testing/fakeCredentials.ts'

const t = englishTranslate()
const send = (value?: string) => ({ method: 'eth_sendTransaction', chainId: 1, transaction: { to: '0x1', ...(value ? { value } : {}) } })

describe('the passkey step of a large send', () => {
  it('counts the native value a request moves: a transaction’s, a batch’s sum; a signature none', () => {
    expect(sendValueOf(send('0x10'))).toBe(16n)
    expect(sendValueOf(send())).toBe(0n)
    expect(sendValueOf({ method: 'wallet_sendCalls', calls: [{ value: '0x1' }, { value: '2' }, {}] })).toBe(3n)
    expect(sendValueOf({ method: 'personal_sign', message: '0x00' })).toBeNull()
    expect(sendValueOf(send('not a number'))).toBeNull()
  })

  it('above the limit: a warning, the passkey asked by confirm, the proof sent with the request; at the limit or without one, no step', async () => {
    const fake = fakeCredentials()
    const api = { passkeys: vi.fn(async () => ({ passkeys: [{ id: 'AQI' }], sendLimit: '16' })), passkeyVerifyStart: vi.fn(async () => verifyOptions) } as unknown as Api
    expect(await sendPasskeyStep(api, t, send('0x10'), fake.credentials)).toBeUndefined()
    const step = (await sendPasskeyStep(api, t, send('0x11'), fake.credentials))!
    expect(step.warning).toBe('This send is above your passkey limit: Approve asks for your passkey.')
    expect(fake.calls.get).toBe(0)
    await step.confirm()
    expect(fake.calls.get).toBe(1)
    expect(step.withProof()).toMatchObject({ ...send('0x11'), passkey: { requestId: verifyOptions.requestId, response: { id: 'AQI' } } })
    const none = { passkeys: vi.fn(async () => ({ passkeys: [], sendLimit: null })) } as unknown as Api
    expect(await sendPasskeyStep(none, t, send('0x999'), fake.credentials)).toBeUndefined()
  })

  it('reads and writes the limit as the coin’s amount', () => {
    expect(toWei('0.5')).toBe('500000000000000000')
    expect(toWei('2')).toBe('2000000000000000000')
    expect(toWei('1,25')).toBe('1250000000000000000')
    expect(toWei('0.0000000000000000001')).toBeUndefined()
    expect(toWei('-1')).toBeUndefined()
    expect(toWei('')).toBeUndefined()
    expect(fromWei('500000000000000000')).toBe('0.5')
    expect(fromWei('2000000000000000000')).toBe('2')
    expect(fromWei('1')).toBe('0.000000000000000001')
  })
})
