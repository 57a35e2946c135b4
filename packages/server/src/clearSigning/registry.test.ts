import { describe, expect, it } from 'vitest'
import { defaultDescriptors } from './descriptors.ts'
import { createClearSigningRegistry } from './registry.ts'
import { shippedRegistry } from '../testing/clearSigningRegistry.ts'

describe('the shipped ERC-7730 descriptors', () => {
  it('all load, each format key a Solidity signature whose selector is the one the contracts use', () => {
    const selectors = [...shippedRegistry.calls.keys()]
    // transfer, approve, transferFrom; Permit2 approve; SwapRouter02 exactInputSingle, exactInput, multicall(uint256,bytes[]); v2 swapExactETHForTokens; Safe execTransaction.
    for (const selector of ['0xa9059cbb', '0x095ea7b3', '0x23b872dd', '0x87517c45', '0x04e45aaf', '0xb858183f', '0x5ae401dc', '0x7ff36ab5', '0x6a761202']) expect(selectors).toContain(selector)
    expect([...shippedRegistry.messages.keys()].sort()).toEqual(['Permit', 'PermitBatch', 'PermitSingle', 'PermitTransferFrom'])
    expect(shippedRegistry.names.get('31337:0xcabee62adfb2a4d4172fc2f7536f324fc52c274a')).toBe('Uniswap v2 router')
  })

  it('refuses a descriptor that is not one: a format key that is no signature, a message format without its schema', () => {
    const erc20 = defaultDescriptors[0] as { display: { formats: Record<string, unknown> } }
    const format = Object.values(erc20.display.formats)[0]
    expect(() => createClearSigningRegistry([{ ...erc20, display: { formats: { 'not a signature((': format } } }])).toThrow()
    expect(() => createClearSigningRegistry([{ context: { eip712: { schemas: [] } }, metadata: { owner: 'x' }, display: { formats: { Mail: format } } }])).toThrow(/without its schema/)
    expect(() => createClearSigningRegistry([{ context: {}, metadata: {}, display: {} }])).toThrow()
  })
})
