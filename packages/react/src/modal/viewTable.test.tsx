import type { Portico, View } from '@portico/core'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { en } from '../i18n/en'
import { createTranslate } from '../i18n/translate'
import { views } from './viewTable'

const t = createTranslate(en)
// Only what the titles read: the connectors and the networks.
const portico = {
  stores: {
    connectors: { getState: () => ({ connectors: [{ id: 'injected:test', name: 'Test Wallet' }] }) },
    network: { getState: () => ({ networks: [{ caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Portico Devnet' }] }) },
  },
} as unknown as Portico

describe('views', () => {
  it('has an entry for each view of the router, and no other (the type check is the real guard)', () => {
    expectTypeOf<keyof typeof views>().toEqualTypeOf<View>()
  })

  it('gives every view a title from the catalogue', () => {
    const titles = Object.fromEntries(Object.entries(views).map(([view, entry]) => [view, entry.title(undefined, { portico, t })]))
    expect(titles).toEqual({
      Connect: 'Connect Wallet',
      Restoring: 'Restoring your session',
      ConnectingExternal: 'Connect Wallet',
      AllWallets: 'All Wallets',
      GetWallet: 'All Wallets',
      ConnectingWalletConnect: 'WalletConnect',
      ConnectingWalletConnectBasic: 'WalletConnect',
      Account: 'Account',
      ProfileWallets: 'Connected Wallets',
      Networks: 'Choose Network',
      SwitchNetwork: 'Choose Network',
      SwitchActiveChain: 'Choose Network',
      UnsupportedChain: 'Switch Network',
      SIWXSignMessage: 'Sign In',
      WalletSend: 'Send',
      WalletSendPreview: 'Review Send',
      WalletReceive: 'Receive',
      Transactions: 'Activity',
      RegisterAccountName: 'Choose a Name',
      RegisterAccountNameSuccess: 'Name Registered',
      Swap: 'Swap',
      SwapPreview: 'Review Swap',
      ConnectingFarcaster: 'Sign in with Farcaster',
      EmailLogin: 'Log in with E-mail',
      ConnectingSocial: 'Connect Wallet',
      ConnectingPasskey: 'Log in with a Passkey',
      ApproveTransaction: 'Approve Transaction',
      UpdateEmailWallet: 'Update E-mail',
      ExportKey: 'Export Private Key',
      EmbeddedSessions: 'Sessions',
      OnRamp: 'Buy',
      OnRampCheckout: 'Checkout',
      Pay: 'Pay',
      CallsReview: 'Review transaction',
    })
  })

  it('names a wallet’s or a network’s view after it', () => {
    const kit = { portico, t }
    const wallet = { id: 'w', name: 'Registry Wallet' } as never
    expect(views.ConnectingExternal.title({ connectorId: 'injected:test' }, kit)).toBe('Test Wallet')
    expect(views.GetWallet.title({ wallet }, kit)).toBe('Registry Wallet')
    expect(views.ConnectingWalletConnect.title({ wallet }, kit)).toBe('Registry Wallet')
    expect(views.SwitchNetwork.title({ caipNetworkId: 'eip155:31337' }, kit)).toBe('Portico Devnet')
    expect(views.ConnectingSocial.title({ social: { provider: 'github' } }, kit)).toBe('Log in with GitHub')
    // SwitchActiveChain is named after the namespace of the network picked.
    expect(views.SwitchActiveChain.title({ caipNetworkId: 'eip155:31337' }, kit)).toBe('Switch to EVM')
  })

  it('keys the views whose state belongs to their data', () => {
    expect(views.ConnectingExternal.render({ connectorId: 'a' }).key).toBe('a')
    expect(views.ConnectingWalletConnect.render({ wallet: { id: 'w' } as never }).key).toBe('w')
    expect(views.ConnectingWalletConnectBasic.render(undefined).key).toBe('walletConnect')
    expect(views.SwitchNetwork.render({ caipNetworkId: 'eip155:1' }).key).toBe('eip155:1')
    expect(views.ConnectingSocial.render({ social: { provider: 'google' } }).key).toBe('google')
  })
})
