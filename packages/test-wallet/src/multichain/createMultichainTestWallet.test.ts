import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { expect, test } from 'vitest'
import { createMultichainTestWallet } from './createMultichainTestWallet.ts'

// One Wallet Standard wallet for Solana and Bitcoin, as Phantom or Xverse register: no chain needed
// for connecting and signing messages.

const solana = { chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:9' }] } as const
type BitcoinConnect = { connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }> }

const addresses = (accounts: readonly WalletAccount[]) => accounts.map((account) => account.address)
const listen = (wallet: { features: unknown }) => {
  const heard: string[][] = []
  ;(wallet.features as StandardEventsFeature)['standard:events'].on('change', ({ accounts }) => accounts && heard.push(addresses(accounts)))
  return heard
}

test('one wallet object: the union of chains and features, each account with its own chains', async () => {
  const { wallet, controls } = await createMultichainTestWallet({ name: 'Both', solana, bitcoin: { accountIndex: 1 } })
  expect(wallet.name).toBe('Both')
  expect(wallet.chains).toEqual(['solana:localnet', 'bitcoin:testnet'])
  expect(Object.keys(wallet.features).sort()).toEqual([
    'bitcoin:connect',
    'bitcoin:signMessage',
    'bitcoin:signTransaction',
    'solana:signAndSendTransaction',
    'solana:signMessage',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ])
  const { accounts } = await (wallet.features as StandardConnectFeature)['standard:connect'].connect()
  const { payment, ordinal } = controls.bitcoin.account
  expect(addresses(accounts)).toEqual([controls.solana.address, payment.address, ordinal.address])
  expect(accounts.map((account) => account.chains)).toEqual([['solana:localnet'], ['bitcoin:testnet'], ['bitcoin:testnet']])
  expect(accounts[0]!.features).toContain('solana:signMessage')
  expect(accounts[1]!.features).toEqual(['bitcoin:signMessage', 'bitcoin:signTransaction'])
  expect(controls.connected && controls.solana.connected && controls.bitcoin.connected).toBe(true)
})

test('standard:connect asks once (the Solana side approves it); both sides may then sign', async () => {
  const { wallet, controls } = await createMultichainTestWallet({ solana: { ...solana, mode: 'manual' }, bitcoin: { mode: 'manual' } })
  const connecting = (wallet.features as StandardConnectFeature)['standard:connect'].connect()
  expect((await controls.solana.approve()).method).toBe('standard:connect')
  await connecting
  expect(controls.bitcoin.requests).toEqual([])
  controls.solana.setMode('approve')
  controls.bitcoin.setMode('approve')
  const [solanaAccount, payment] = wallet.accounts
  const [signed] = await (wallet.features as SolanaSignMessageFeature)['solana:signMessage'].signMessage({ account: solanaAccount!, message: new Uint8Array([1]) })
  expect(signed!.signature).toHaveLength(64)
  const bitcoinSign = (wallet.features as Record<string, { signMessage(input: { account: WalletAccount; message: Uint8Array }): Promise<{ signature: Uint8Array }[]> }>)['bitcoin:signMessage']!
  const [bitcoinSigned] = await bitcoinSign.signMessage({ account: payment!, message: new TextEncoder().encode('hi') })
  expect(bitcoinSigned!.signature.length).toBeGreaterThan(0)
})

test('bitcoin:connect answers the Bitcoin accounts asked for; the wallet then shares all its accounts', async () => {
  const { wallet, controls } = await createMultichainTestWallet({ solana })
  const { accounts } = await (wallet.features['bitcoin:connect'] as BitcoinConnect).connect({ purposes: ['payment'] })
  expect(addresses(accounts)).toEqual([controls.bitcoin.account.payment.address])
  expect(addresses(wallet.accounts)).toEqual([controls.solana.address, controls.bitcoin.account.payment.address, controls.bitcoin.account.ordinal.address])
  expect(accounts[0]).toBe(wallet.accounts[1])
})

test('an account change of either side carries all the accounts; disconnect ends both', async () => {
  const { wallet, controls } = await createMultichainTestWallet({ solana })
  await (wallet.features as StandardConnectFeature)['standard:connect'].connect()
  const heard = listen(wallet)
  const first = controls.bitcoin.account
  await controls.solana.setAccount(2)
  await controls.bitcoin.setAccount(3)
  const { payment, ordinal } = controls.bitcoin.account
  expect(payment.address).not.toBe(first.payment.address)
  expect(heard).toEqual([
    [controls.solana.accounts[2]!, first.payment.address, first.ordinal.address],
    [controls.solana.accounts[2]!, payment.address, ordinal.address],
  ])

  await (wallet.features as StandardDisconnectFeature)['standard:disconnect'].disconnect()
  expect(heard.at(-1)).toEqual([])
  expect([controls.connected, controls.solana.connected, controls.bitcoin.connected]).toEqual([false, false, false])
  const { accounts } = await (wallet.features as StandardConnectFeature)['standard:connect'].connect({ silent: true })
  expect(accounts).toEqual([])
})

test('the controls disconnect: the page hears no accounts', async () => {
  const { wallet, controls } = await createMultichainTestWallet({ solana })
  await (wallet.features as StandardConnectFeature)['standard:connect'].connect()
  const heard = listen(wallet)
  await controls.disconnect()
  expect(heard).toEqual([[]])
  expect(wallet.accounts).toEqual([])
})
