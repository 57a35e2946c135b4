import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../account/types'
import { parseAmount } from '../format/parseAmount'
import { testEvmRules } from '../testing/testChainRules'
import { validateSend } from './validateSend'

const pusd: TokenBalance = {
  name: 'Portico USD',
  symbol: 'PUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}
const receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eip155 = 'eip155' as const

describe('validateSend', () => {
  it("refuses a missing amount or receiver: 'An amount and receiver address are required'", () => {
    expect(() => validateSend({ token: pusd, receiverAddress, chainNamespace: eip155, rules: testEvmRules })).toThrow('An amount and receiver address are required')
    expect(() => validateSend({ token: pusd, sendTokenAmount: '1', chainNamespace: eip155, rules: testEvmRules })).toThrow('An amount and receiver address are required')
    expect(() => validateSend({ token: pusd, sendTokenAmount: '0', receiverAddress, chainNamespace: eip155, rules: testEvmRules })).toThrow(
      'An amount and receiver address are required',
    )
  })

  it("refuses a missing token: 'A token is required'", () => {
    expect(() => validateSend({ sendTokenAmount: '1', receiverAddress, chainNamespace: eip155, rules: testEvmRules })).toThrow('A token is required')
  })

  it('refuses a bad address before the wallet is asked', () => {
    for (const bad of ['0x123', 'vitalik.eth', `${receiverAddress}00`]) {
      expect(() => validateSend({ token: pusd, sendTokenAmount: '1', receiverAddress: bad, chainNamespace: eip155, rules: testEvmRules })).toThrow(
        expect.objectContaining({ name: 'SendInvalidReceiverError', shortMessage: 'Invalid receiver address' }),
      )
    }
  })

  it('refuses more than the balance, and more decimals than the token has', () => {
    expect(() => validateSend({ token: pusd, sendTokenAmount: '12.500001', receiverAddress, chainNamespace: eip155, rules: testEvmRules })).toThrow(
      expect.objectContaining({ name: 'SendInsufficientBalanceError', shortMessage: 'Insufficient balance' }),
    )
    expect(() => validateSend({ token: pusd, sendTokenAmount: '1.0000001', receiverAddress, chainNamespace: eip155, rules: testEvmRules })).toThrow(
      expect.objectContaining({ name: 'SendInvalidAmountError' }),
    )
  })

  it('answers the amount in the smallest unit, up to the whole balance', () => {
    expect(validateSend({ token: pusd, sendTokenAmount: '12.5', receiverAddress, chainNamespace: eip155, rules: testEvmRules })).toEqual({
      token: pusd,
      receiverAddress,
      value: 12_500_000n,
      decimals: 6,
    })
    expect(validateSend({ token: pusd, sendTokenAmount: ' .25 ', receiverAddress: receiverAddress.slice(2), chainNamespace: eip155, rules: testEvmRules })).toMatchObject({
      receiverAddress,
      value: 250_000n,
    })
  })
})

describe('parseAmount', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['0.000000000000000001', 18, 1n],
    ['10', 0, 10n],
    ['1.', 2, 100n],
    ['.5', 1, 5n],
    ['1.50', 1, 15n],
  ] as const)('%s with %i decimals is %s', (amount, decimals, expected) => {
    expect(parseAmount(amount, decimals)).toBe(expected)
  })

  it.each([['1.001', 2], ['abc', 18], ['-1', 18], ['', 18], ['.', 18], ['1e5', 18]] as const)('refuses %s', (amount, decimals) => {
    expect(parseAmount(amount, decimals)).toBeUndefined()
  })

  it('reads numbers too', () => {
    expect(parseAmount(0.1, 18)).toBe(10n ** 17n)
    expect(parseAmount(1e-7, 18)).toBe(10n ** 11n)
  })
})
