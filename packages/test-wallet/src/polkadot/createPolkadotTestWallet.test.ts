import { signatureVerify } from '@polkadot/util-crypto'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { expect, test } from 'vitest'
import { createPolkadotTestWallet } from './createPolkadotTestWallet.ts'

type Extension = {
  version: string
  enable(origin: string): Promise<{
    accounts: { get(): Promise<{ address: string; type: string }[]>; subscribe(cb: (accounts: { address: string }[]) => void): () => void }
    signer: { signRaw(payload: { address: string; data: string; type: 'bytes' }): Promise<{ id: number; signature: string }> }
  }>
}
const extensionOf = (window: { injectedWeb3: Record<string, unknown> }) => window.injectedWeb3['portico-test-wallet'] as Extension

test('an injectedWeb3 extension with 10 distinct sr25519 accounts of the mnemonic', async () => {
  const { window, controls } = await createPolkadotTestWallet()
  expect(Object.keys(window.injectedWeb3)).toEqual(['portico-test-wallet'])
  expect(new Set(controls.accounts).size).toBe(10)
  expect(controls.address).toBe(controls.accounts[0])
  expect(controls.connected).toBe(false)
  // Same mnemonic, same accounts.
  expect((await createPolkadotTestWallet()).controls.accounts).toEqual(controls.accounts)
})

test('manual mode: enable waits for the test; reject throws 4001, approve lets the site in', async () => {
  const { window, controls } = await createPolkadotTestWallet({ mode: 'manual' })
  const extension = extensionOf(window)
  const refused = extension.enable('dapp')
  await controls.reject()
  await expect(refused).rejects.toMatchObject({ code: 4001 })
  const enabled = extension.enable('dapp')
  await controls.approve()
  const injected = await enabled
  expect(await injected.accounts.get()).toEqual([{ address: controls.address, name: 'Portico test 0', type: 'sr25519' }])
  expect(controls.connected).toBe(true)
})

test('signRaw signs the <Bytes>-wrapped data with the account key; other accounts are refused (4100)', async () => {
  const { window, controls } = await createPolkadotTestWallet()
  const injected = await extensionOf(window).enable('dapp')
  const data = '0x48656c6c6f'
  const { signature } = await injected.signer.signRaw({ address: controls.address, data, type: 'bytes' })
  const result = signatureVerify(u8aWrapBytes(data), signature, controls.address)
  expect(result).toMatchObject({ isValid: true, crypto: 'sr25519' })
  expect(u8aToHex(result.publicKey)).toBe(controls.publicKey)
  await expect(injected.signer.signRaw({ address: controls.accounts[1]!, data, type: 'bytes' })).rejects.toMatchObject({ code: 4100 })
  await expect(injected.signer.signRaw({ address: controls.address, data: 'text', type: 'bytes' })).rejects.toMatchObject({ code: -32602 })
})

test('account changes and withdrawal reach the subscribers', async () => {
  const { window, controls } = await createPolkadotTestWallet()
  const injected = await extensionOf(window).enable('dapp')
  const heard: string[][] = []
  injected.accounts.subscribe((accounts) => heard.push(accounts.map((account) => account.address)))
  await Promise.resolve()
  await controls.setAccount(4)
  await controls.disconnect()
  expect(heard).toEqual([[controls.accounts[0]], [controls.accounts[4]], []])
  await expect(injected.accounts.get()).rejects.toMatchObject({ code: 4100 })
})
