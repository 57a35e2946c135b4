import { describe, expect, it } from 'vitest'
import { en } from './en'
import { account } from './messages/account'
import { buttons } from './messages/buttons'
import { modal } from './messages/modal'
import { siwx } from './messages/siwx'
import { walletConnect } from './messages/walletConnect'
import { createTranslate } from './translate'

describe('message catalogue', () => {
  it('is the union of its files, with no key in two files', () => {
    const keys = [buttons, modal, walletConnect, siwx, account].flatMap((part) => Object.keys(part))
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
    expect(Object.keys(en).sort()).toEqual(keys.sort())
  })

  it('has a text for every key', () => {
    expect(Object.entries(en).filter(([, text]) => !text.trim())).toEqual([])
  })

  it('keeps the accessible name the issue fixes', () => {
    expect(en['button.connect']).toBe('Connect Wallet')
  })
})

describe('createTranslate', () => {
  it('fills placeholders and leaves unknown ones as they are', () => {
    const t = createTranslate(en)
    expect(t('button.account', { address: '0xf3...b92266' })).toBe('Account 0xf3...b92266')
    expect(t('view.account.portfolioValue', { value: '12.50' })).toBe('$12.50')
    expect(t('view.connectingExternal.waiting')).toBe('Continue in {wallet}')
  })

  it('prefers the app’s wording over English, and reads every other key in English', () => {
    const t = createTranslate({ ...en, 'button.connect': 'Wallet verbinden' })
    expect(t('button.connect')).toBe('Wallet verbinden')
    expect(t('view.account.title')).toBe('Account')
  })
})
