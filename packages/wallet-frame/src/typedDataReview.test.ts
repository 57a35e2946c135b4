import { describe, expect, it } from 'vitest'
import { englishTranslate } from './i18n/translate.ts'
import { typedDataRows } from './typedDataReview.ts'

const t = englishTranslate()
const person = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const decoded = { intent: 'Allow spending of a token through Permit2', owner: 'Permit2 (Uniswap)', fields: [{ label: 'Spender', value: person }] }
const params = [me, JSON.stringify({ primaryType: 'PermitSingle', types: {}, domain: {}, message: {} })]

describe('typedDataRows', () => {
  it('shows the server’s words for a permit and its warning that the spender is not a contract, as a danger', async () => {
    const asked: unknown[] = []
    const api = {
      me: async () => ({ user: { address: me } }) as never,
      simulateTypedData: async (body: unknown) => {
        asked.push(body)
        return { chainId: 'eip155:31337', status: 'message' as const, decoded, warnings: [{ kind: 'spender_not_contract' as const, severity: 'danger' as const, address: person, token }] }
      },
    }
    const shown = await typedDataRows(api, t, { params, chainId: '31337', from: undefined })
    expect(asked).toEqual([{ chainId: 31337, from: me, typedData: { primaryType: 'PermitSingle', types: {}, domain: {}, message: {} } }])
    expect(shown).toEqual({
      rows: [
        { label: 'What it does (read with the contract’s description)', value: 'Allow spending of a token through Permit2 (Permit2 (Uniswap))' },
        { label: 'Spender', value: person },
      ],
      warnings: [`${person} is a personal account, not a contract: only a thief needs an allowance there.`],
      danger: true,
    })
  })

  it('adds nothing when the server refuses or the JSON is not an object', async () => {
    const api = { me: async () => ({ user: { address: me } }) as never, simulateTypedData: async () => Promise.reject(new Error('400')) }
    expect(await typedDataRows(api, t, { params, chainId: '31337', from: me })).toEqual({ rows: [], warnings: [], danger: false })
    expect(await typedDataRows(api, t, { params: [me, '{not json'], chainId: '31337', from: me })).toEqual({ rows: [], warnings: [], danger: false })
  })
})
