import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testMnemonic } from './constants.ts'
import { deriveAccounts } from './deriveAccounts.ts'

describe('deriveAccounts', () => {
  it('derives the same accounts as viem mnemonicToAccount', () => {
    const account = deriveAccounts(testMnemonic)
    expect(account(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(account(7).address).toBe(mnemonicToAccount(testMnemonic, { addressIndex: 7 }).address)
    expect(account(7)).toBe(account(7))
  })
})
