import { describe, expect, it } from 'vitest'
import { en } from './en'
import { buttons } from './messages/buttons'
import { modal } from './messages/modal'
import { walletConnect } from './messages/walletConnect'
import { siwx } from './messages/siwx'
import { account } from './messages/account'
import { createTranslate } from './translate'

describe('message catalogue', () => {
  it('is the union of its parts, with no key in two parts', () => {
    const keys = [buttons, modal, walletConnect, siwx, account].flatMap((part) => Object.keys(part))
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

  it('prefers the app’s wording over English', () => {
    const t = createTranslate({ ...en, 'button.connect': 'Wallet verbinden' })
    expect(t('button.connect')).toBe('Wallet verbinden')
  })

  it('reads a key from a part not loaded yet as the key itself', () => {
    const t = createTranslate(buttons)
    expect(t('view.account.title')).toBe('view.account.title')
  })
})
