import { afterEach, describe, expect, it, vi } from 'vitest'
import { en } from './en'
import { account } from './messages/account'
import { buttons } from './messages/buttons'
import { embedded } from './messages/embedded'
import { errors } from './messages/errors'
import { farcaster } from './messages/farcaster'
import { modal } from './messages/modal'
import { names } from './messages/names'
import { nameViews } from './messages/nameViews'
import { pay } from './messages/pay'
import { payView } from './messages/payView'
import { connectingNamespaces } from './messages/connectingNamespaces'
import { profileWallets } from './messages/profileWallets'
import { review } from './messages/review'
import { simulation } from './messages/simulation'
import { siwx } from './messages/siwx'
import { onramp } from './messages/onramp'
import { onrampViews } from './messages/onrampViews'
import { swaps } from './messages/swaps'
import { swapViews } from './messages/swapViews'
import { walletConnect } from './messages/walletConnect'
import { createTranslate } from './translate'

describe('message catalogue', () => {
  it('is the union of its files, with no key in two files', () => {
    const keys = [buttons, modal, walletConnect, siwx, account, profileWallets, names, nameViews, swaps, swapViews, onramp, onrampViews, pay, payView, review, simulation, connectingNamespaces, embedded, errors, farcaster].flatMap((part) => Object.keys(part))
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
    expect(Object.keys(en).sort()).toEqual(keys.sort())
  })

  it('keeps the accessible name the issue fixes', () => {
    expect(en['button.connect']).toBe('Connect Wallet')
  })
})

describe('createTranslate', () => {
  it('fills placeholders and leaves unknown ones as they are', () => {
    const t = createTranslate(en)
    expect(t('button.account', { address: '0xf3...b92266' })).toBe('Account 0xf3...b92266')
    expect(t('view.connectingExternal.waiting')).toBe('Continue in {wallet}')
  })

  it('writes numbers the locale’s way and picks the plural form by count', () => {
    expect(createTranslate(en)('view.allWallets.results', { count: 1 })).toBe('1 wallet')
    expect(createTranslate(en)('view.allWallets.results', { count: 1200 })).toBe('1,200 wallets')
    expect(createTranslate(en, 'de')('view.connect.allWalletsCount', { count: 1200 })).toBe('1.200+')
    const ru = createTranslate({ ...en, 'view.allWallets.results': { one: '{count} кошелёк', few: '{count} кошелька', many: '{count} кошельков', other: '{count} кошелька' } }, 'ru')
    expect([1, 3, 5, 21].map((count) => ru('view.allWallets.results', { count }))).toEqual(['1 кошелёк', '3 кошелька', '5 кошельков', '21 кошелёк'])
  })

  it('prefers the app’s wording over English, and reads every other key in English', () => {
    const t = createTranslate({ ...en, 'button.connect': 'Wallet verbinden' })
    expect(t('button.connect')).toBe('Wallet verbinden')
    expect(t('view.account.title')).toBe('Account')
  })

  afterEach(() => vi.restoreAllMocks())

  it('makes no Intl object for a text without a count or a number (a page pays tens of ms for its first one)', () => {
    const { PluralRules, NumberFormat } = Intl
    const plural = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (...args) {
      return new PluralRules(...args)
    } as typeof Intl.PluralRules)
    const number = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args)
    } as typeof Intl.NumberFormat)
    const t = createTranslate(en, 'de')
    expect(t('button.connect')).toBe('Connect Wallet')
    expect(plural).not.toHaveBeenCalled()
    expect(number).not.toHaveBeenCalled()
    expect(t('view.connect.allWalletsCount', { count: 1200 })).toBe('1.200+')
    expect(plural).not.toHaveBeenCalled()
    expect(t('view.emailLogin.error.cooldown', { count: 1 })).toBe('Please try again after 1 second')
    expect(t('view.emailLogin.error.cooldown', { count: 2 })).toBe('Please try again after 2 seconds')
    // One of each per `t`, however many texts it writes.
    expect(plural).toHaveBeenCalledTimes(1)
    expect(number).toHaveBeenCalledTimes(1)
  })
})
