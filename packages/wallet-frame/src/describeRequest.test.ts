import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.ts'
import { englishTranslate } from './i18n/translate.ts'

const t = englishTranslate()
const parent = 'https://app.example'
const token = '0x1c7d4b196cb0c7b01d743fbc6116a902379c7238'
const who = '70997970c51812dc3a010c7d01b50e0d17dc79c8'
const word = (hex: string) => hex.padStart(64, '0')
const call = (selector: string, amount: bigint) => `${selector}${word(who)}${word(amount.toString(16))}`
const rows = (d: { rows: { label: string; value: string }[] }) => Object.fromEntries(d.rows.map((r) => [r.label, r.value]))
const hex = (text: string) => `0x${Buffer.from(text).toString('hex')}`

describe('describeRequest', () => {
  it('names the chain’s own currency, not ETH on every chain', () => {
    const send = (chainId: string) => describeRequest(t, 'eth_sendTransaction', [{ to: `0x${who}`, value: '0xde0b6b3a7640000' }], chainId, parent)
    expect(rows(send('137'))).toMatchObject({ Amount: '1 POL', Network: 'Polygon (eip155:137)' })
    expect(rows(send('56'))).toMatchObject({ Amount: '1 BNB' })
    expect(rows(send('1'))).toMatchObject({ Amount: '1 ETH', Network: 'Ethereum (eip155:1)' })
    expect(rows(send('999999'))).toMatchObject({ Amount: '1 (native currency of chain 999999)', Network: 'eip155:999999' })
  })

  it('decodes an ERC-20 approve: the token, the spender and the amount; a max approval is unlimited and warned about', () => {
    const some = describeRequest(t, 'eth_sendTransaction', [{ to: token, data: call('0x095ea7b3', 1_000_000n) }], '1', parent)
    expect(some.title).toBe('Allow token spending')
    expect(rows(some)).toEqual({ 'Token contract': token, Spender: `0x${who}`, Allowance: '1000000 (in the token’s smallest unit)', Network: 'Ethereum (eip155:1)' })
    expect(some.warnings).toEqual([])
    const max = describeRequest(t, 'eth_sendTransaction', [{ to: token, data: call('0x095ea7b3', 2n ** 256n - 1n) }], '1', parent)
    expect(rows(max).Allowance).toBe('Unlimited')
    expect(max.warnings).toEqual([expect.stringMatching(/^Unlimited: the spender can take all of this token/)])
    expect(max.danger).toBe(true)
  })

  it('decodes an ERC-20 transfer: the recipient and the amount, and any native value sent along', () => {
    const sent = describeRequest(t, 'eth_sendTransaction', [{ to: token, value: '0x1', data: call('0xa9059cbb', 5n) }], '8453', parent)
    expect(sent.title).toBe('Send tokens')
    expect(rows(sent)).toEqual({
      'Token contract': token,
      To: `0x${who}`,
      'Token amount': '5 (in the token’s smallest unit)',
      Amount: '0.000000000000000001 ETH',
      Network: 'Base (eip155:8453)',
    })
  })

  it('shows other calldata raw: another selector, a short or long one, a dirty address word', () => {
    for (const data of ['0xdeadbeef', call('0x095ea7b3', 1n).slice(0, -2), `${call('0xa9059cbb', 1n)}00`, `0x095ea7b3${'f'.repeat(64)}${word('1')}`]) {
      const shown = describeRequest(t, 'eth_sendTransaction', [{ to: token, data }], '1', parent)
      expect(shown.title, data).toBe('Send transaction')
      expect(rows(shown).Data).toBe(data)
    }
  })

  it('warns of hidden characters in a message, and shows them written out', () => {
    const shown = describeRequest(t, 'personal_sign', [hex('Send 1 to \u202Eevil'), '0x'], '1', parent)
    expect(rows(shown).Message).toBe('Send 1 to [U+202E]evil')
    expect(shown.warnings).toEqual([expect.stringMatching(/^This message contains invisible or text-reordering characters/)])
    const typed = describeRequest(t, 'eth_signTypedData_v4', ['0x', JSON.stringify({ message: { name: 'a\u200Bb' } })], '1', parent)
    expect(typed.warnings).toHaveLength(1)
    expect(rows(typed).Data).toContain('a[U+200B]b')
    expect(describeRequest(t, 'personal_sign', [hex('Hello'), '0x'], '1', parent).warnings).toEqual([])
  })

  it('warns when a sign-in message is for another domain than the page asking', () => {
    const siwe = (domain: string) => hex(`${domain} wants you to sign in with your Ethereum account:\n0x${who}\n\nURI: https://${domain}\nVersion: 1\nChain ID: 1\nNonce: abcdefgh\nIssued At: 2026-01-01T00:00:00Z`)
    expect(describeRequest(t, 'personal_sign', [siwe('app.example'), '0x'], '1', parent).warnings).toEqual([])
    expect(describeRequest(t, 'personal_sign', [siwe('bank.example'), '0x'], '1', parent).warnings).toEqual([
      'This sign-in message is for bank.example, but the page asking is https://app.example. Signing it could log you in to another site.',
    ])
  })
})

describe('describeRequest: Permit and Permit2 in plain words', () => {
  const spender = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
  const permit = (value: string, deadline: number) =>
    JSON.stringify({ primaryType: 'Permit', domain: { name: 'PUSD', verifyingContract: token }, message: { owner: `0x${who}`, spender, value, nonce: 0, deadline } })

  it('reads an EIP-2612 permit as who may spend how much until when', () => {
    const described = describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, permit('1000', 1_800_000_000)], '1', parent)
    expect(described.title).toBe('Sign a token permit')
    expect(rows(described)['This signature']).toBe(`Lets ${spender} spend up to 1000 (in the token’s smallest unit) of token ${token} until 2027-01-15 08:00 UTC`)
    expect(described.warnings).toEqual([])
  })

  it('reads an EIP-2612 deadline of 0 as the long-past time it is, and a permit without a deadline or with a negative value not in words', () => {
    expect(rows(describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, permit('1000', 0)], '1', parent))['This signature']).toBe(
      `Lets ${spender} spend up to 1000 (in the token’s smallest unit) of token ${token} until 1970-01-01 00:00 UTC`,
    )
    const without = JSON.stringify({ primaryType: 'Permit', domain: { name: 'PUSD', verifyingContract: token }, message: { owner: `0x${who}`, spender, value: '1000', nonce: 0 } })
    expect(describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, without], '1', parent).title).toBe('Sign typed data')
    expect(describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, permit('-1', 1_800_000_000)], '1', parent).title).toBe('Sign typed data')
  })

  it('warns of an unlimited Permit2 allowance to the drainer, and ignores a PermitSingle not on Permit2', () => {
    const single = (verifyingContract: string) =>
      JSON.stringify({
        primaryType: 'PermitSingle',
        domain: { name: 'Permit2', chainId: 1, verifyingContract },
        message: { details: { token, amount: (2n ** 160n - 1n).toString(), expiration: 0, nonce: 0 }, spender, sigDeadline: 1_800_000_000 },
      })
    const described = describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, single('0x000000000022D473030F116dDEE9F6B43aC78BA3')], '1', parent)
    expect(described.title).toBe('Sign a Permit2 allowance')
    // An expiration of 0: Permit2 ends the allowance at the block of the transaction that uses the signature.
    expect(rows(described)['This signature']).toBe(`Lets ${spender} spend up to Unlimited of token ${token}, only in the transaction that uses this signature`)
    expect(described.warnings).toEqual([t('warning.unlimited')])
    expect(described.danger).toBe(true)
    expect(describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, single(spender)], '1', parent).title).toBe('Sign typed data')
  })

  it('reads an expiration past any date (uint48’s maximum, the Permit2 SDK’s MaxAllowanceExpiration) as no end date, not a crash', () => {
    const forever = JSON.stringify({
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
      message: { details: { token, amount: '5', expiration: (2n ** 48n - 1n).toString(), nonce: 0 }, spender, sigDeadline: 1_800_000_000 },
    })
    expect(rows(describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, forever], '1', parent))['This signature']).toBe(
      `Lets ${spender} spend up to 5 (in the token’s smallest unit) of token ${token} until no end date`,
    )
  })

  it('reads each allowance of a Permit2 PermitBatch, and warns when any of them is unlimited', () => {
    const other = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
    const batch = (details: object[]) =>
      JSON.stringify({ primaryType: 'PermitBatch', domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' }, message: { details, spender, sigDeadline: 1_800_000_000 } })
    const limited = { token: other, amount: '5', expiration: 1_800_000_000, nonce: 0 }
    const described = describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, batch([{ token, amount: (2n ** 160n - 1n).toString(), expiration: 0, nonce: 0 }, limited])], '1', parent)
    expect(described.title).toBe('Sign a Permit2 allowance')
    expect(described.rows.filter((row) => row.label === 'This signature').map((row) => row.value)).toEqual([
      `Lets ${spender} spend up to Unlimited of token ${token}, only in the transaction that uses this signature`,
      `Lets ${spender} spend up to 5 (in the token’s smallest unit) of token ${other} until 2027-01-15 08:00 UTC`,
    ])
    expect(described).toMatchObject({ warnings: [t('warning.unlimited')], danger: true })
    expect(describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, batch([limited])], '1', parent)).toMatchObject({ warnings: [], danger: false })
    // One entry that is not an allowance: none of it is read in words.
    expect(describeRequest(t, 'eth_signTypedData_v4', [`0x${who}`, batch([limited, { token: 'x' }])], '1', parent).title).toBe('Sign typed data')
  })
})
