import type { StandardConnectFeature } from '@wallet-standard/features'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { expect, test } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet.ts'

// The wallet a dapp sees (Wallet Standard), driven from the test like the EVM one. No chain needed
// for connecting and signing.

const chains = [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:9' }] as const

test('a Wallet Standard Solana wallet', async () => {
  const { wallet } = await createSolanaTestWallet({ chains })
  expect(wallet.name).toBe('Portico Test Wallet')
  expect(wallet.chains).toEqual(['solana:localnet'])
  expect(Object.keys(wallet.features).sort()).toEqual([
    'solana:signAndSendTransaction',
    'solana:signMessage',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ])
  expect(wallet.accounts).toEqual([])
})

test('manual mode: connect waits for the test; approve gives the account, reject throws 4001', async () => {
  const { wallet, controls } = await createSolanaTestWallet({ chains, mode: 'manual' })
  const connect = (wallet.features as StandardConnectFeature)['standard:connect'].connect
  const rejected = connect()
  await controls.reject()
  await expect(rejected).rejects.toMatchObject({ code: 4001 })
  expect(controls.connected).toBe(false)

  const approved = connect()
  await controls.approve()
  const { accounts } = await approved
  expect(accounts.map((account) => account.address)).toEqual([controls.address])
  expect(controls.connected).toBe(true)
})

test('a silent connect before any approval returns no account and asks nothing', async () => {
  const { wallet, controls } = await createSolanaTestWallet({ chains, mode: 'manual' })
  const { accounts } = await (wallet.features as StandardConnectFeature)['standard:connect'].connect({ silent: true })
  expect(accounts).toEqual([])
  expect(controls.requests.map((request) => request.outcome)).toEqual(['success'])
})

test('signing for an account the page was not given: 4100; account changes reach the listeners', async () => {
  const { wallet, controls } = await createSolanaTestWallet({ chains })
  await (wallet.features as StandardConnectFeature)['standard:connect'].connect()
  const [account] = wallet.accounts
  const sign = (wallet.features as SolanaSignMessageFeature)['solana:signMessage'].signMessage
  const changes: string[][] = []
  ;(wallet.features as { 'standard:events': { on(event: 'change', listener: (p: { accounts?: readonly { address: string }[] }) => void): () => void } })[
    'standard:events'
  ].on('change', ({ accounts }) => changes.push((accounts ?? []).map((a) => a.address)))

  await controls.setAccount(2)
  expect(changes).toEqual([[controls.accounts[2]]])
  await expect(sign({ account: account!, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 })
  await controls.disconnect()
  expect(changes.at(-1)).toEqual([])
})
