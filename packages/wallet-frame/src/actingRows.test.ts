import { describe, expect, it } from 'vitest'
import { actingRows } from './actingRows.ts'
import { englishTranslate } from './i18n/translate.ts'

const t = englishTranslate()
const eoa = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const safe = '0x1111111111111111111111111111111111111111'

describe('actingRows (who acts, who pays)', () => {
  it('the smart account: its address and the fee, sponsored or paid by the account', () => {
    expect(actingRows(t, { type: 'smartAccount', smart: { address: safe, sponsored: true } }, undefined)).toEqual([
      { label: 'From', value: `Smart account ${safe}` },
      { label: 'Network fee', value: 'Sponsored: the app pays it' },
    ])
    expect(actingRows(t, { type: 'smartAccount', smart: { address: safe, sponsored: false } }, undefined)[1]).toEqual({ label: 'Network fee', value: 'Paid by the smart account' })
  })

  it('the EOA where a smart account exists too: says it is the EOA; nothing where the EOA is the only account', () => {
    expect(actingRows(t, { type: 'eoa', smart: { address: safe, sponsored: true } }, eoa)).toEqual([{ label: 'From', value: `EOA ${eoa}` }])
    expect(actingRows(t, { type: 'eoa', smart: undefined }, eoa)).toEqual([])
  })
})
