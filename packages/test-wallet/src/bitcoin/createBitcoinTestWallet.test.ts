import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.ts'
import { bitcoinTestAccounts } from './deriveBitcoinKeys.ts'

const abandon = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
type Features = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>

describe('Bitcoin test wallet', () => {
  it('derives the BIP-84 and BIP-86 test vectors', () => {
    const [first] = bitcoinTestAccounts({ mnemonic: abandon, network: 'mainnet', count: 1 })
    expect(first!.payment).toEqual({
      address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      publicKey: '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c',
      path: "m/84'/0'/0'/0/0",
    })
    expect(first!.ordinal.address).toBe('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')
    expect(bitcoinTestAccounts({ count: 1 })[0]!.payment.address).toMatch(/^tb1q/)
  })

  it('connects for payment and ordinals, signs BIP-322 with either, refuses an address it did not give', async () => {
    const { wallet, controls } = createBitcoinTestWallet({ accountIndex: 4 })
    const features = wallet.features as Features
    await expect(features['bitcoin:signMessage']!.signMessage!({ account: { address: controls.account.payment.address }, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 })
    const { accounts } = (await features['bitcoin:connect']!.connect!({ purposes: ['ordinals', 'payment'] })) as { accounts: { address: string }[] }
    expect(accounts.map((account) => account.address)).toEqual([controls.account.ordinal.address, controls.account.payment.address])
    expect(controls.connected).toBe(true)
    for (const account of accounts) {
      const [output] = (await features['bitcoin:signMessage']!.signMessage!({ account, message: new TextEncoder().encode('hi') })) as { signature: Uint8Array }[]
      expect(Verifier.verifySignature(account.address, 'hi', Buffer.from(output!.signature).toString('base64'), true)).toBe(true)
    }
    const stranger = bitcoinTestAccounts({ count: 6 })[5]!.payment.address
    await expect(features['bitcoin:signMessage']!.signMessage!({ account: { address: stranger }, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 })
  })

  it('is scriptable: reject, manual approval, account change heard by the page', async () => {
    const { wallet, controls } = createBitcoinTestWallet({ mode: 'reject' })
    const features = wallet.features as Features
    await expect(features['bitcoin:connect']!.connect!({ purposes: ['payment'] })).rejects.toMatchObject({ code: 4001 })
    controls.setMode('manual')
    const connecting = features['bitcoin:connect']!.connect!({ purposes: ['payment', 'ordinals'] })
    expect((await controls.approve()).outcome).toBe('success')
    await connecting
    const heard: string[][] = []
    ;(features['standard:events']!.on as unknown as (event: string, listener: (change: { accounts: { address: string }[] }) => void) => void)('change', ({ accounts }) =>
      heard.push(accounts.map((account) => account.address)),
    )
    await controls.setAccount(7)
    expect(heard).toEqual([[controls.account.payment.address, controls.account.ordinal.address]])
    expect(wallet.accounts.map((account) => account.address)).toEqual(heard[0])
  })
})
