import { describe, expect, test } from 'vitest'
import { signInMessage } from '../../testing/signInMessage.ts'
import { bip122Verifier } from './bip122.ts'
import { eip155Verifier } from './eip155.ts'
import { isOfflineChain, readSignInMessage, signInVerifiers } from './signInVerifiers.ts'
import { solanaVerifier } from './solana.ts'

describe('the verifier table', () => {
  test('one verifier per namespace the server checks', () => {
    expect(signInVerifiers).toEqual({ eip155: eip155Verifier, solana: solanaVerifier, bip122: bip122Verifier })
  })

  test("a message goes to its namespace's verifier", () => {
    const evm = signInMessage({ blockchain: 'Ethereum', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 })
    expect(readSignInMessage(evm, '0x00')).toMatchObject({ verifier: eip155Verifier, fields: { caip2: 'eip155:1' } })
    const solana = signInMessage({ blockchain: 'Solana', address: 'x', chainId: 'CE76eoDFmUDwvK8u5jqHEzEFEVnkcpSn' })
    expect(readSignInMessage(solana, '')).toMatchObject({ verifier: solanaVerifier, fields: { caip2: 'solana:CE76eoDFmUDwvK8u5jqHEzEFEVnkcpSn' } })
    const bitcoin = signInMessage({ blockchain: 'Bitcoin', address: 'x', chainId: '000000000933ea01ad0ee984209779ba' })
    expect(readSignInMessage(bitcoin, '')).toMatchObject({ verifier: bip122Verifier })
  })

  test('a message no verifier reads', () => {
    expect(() => readSignInMessage('hello', '0x00')).toThrow(expect.objectContaining({ code: 'siwx_invalid_message' }))
    expect(() => readSignInMessage(signInMessage({ blockchain: 'Polkadot', address: 'x', chainId: 'y' }), '')).toThrow(expect.objectContaining({ code: 'siwx_invalid_message' }))
  })

  test('offline chains: a namespace checked with no RPC and a well-formed reference', () => {
    expect(isOfflineChain('solana:CE76eoDFmUDwvK8u5jqHEzEFEVnkcpSn')).toBe(true)
    expect(isOfflineChain('bip122:000000000933ea01ad0ee984209779ba')).toBe(true)
    expect(isOfflineChain('eip155:1')).toBe(false)
    expect(isOfflineChain('bip122:xyz')).toBe(false)
    expect(isOfflineChain('solana:CE76eoDFmUDwvK8u5jqHEzEFEVnkcpSn:extra')).toBe(false)
    expect(isOfflineChain('constructor:1')).toBe(false)
    expect(isOfflineChain('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(false)
  })
})
