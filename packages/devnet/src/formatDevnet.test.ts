import { describe, expect, it } from 'vitest'
import { devnetTokenAddresses } from './constants.ts'
import { formatDevnet } from './formatDevnet.ts'

describe('formatDevnet', () => {
  it('lists each chain with its RPC URL and tokens', () => {
    const text = formatDevnet({
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      chains: [
        {
          chainId: 31337,
          name: 'Portico Devnet',
          port: 8545,
          rpcUrl: 'http://127.0.0.1:8545',
          tokens: [{ address: devnetTokenAddresses.PUSD, name: 'Portico USD', symbol: 'PUSD', decimals: 6 }],
        },
      ],
    })
    expect(text).toContain('Portico Devnet (chain id 31337)')
    expect(text).toContain('RPC URL: http://127.0.0.1:8545')
    expect(text).toContain(`PUSD  ${devnetTokenAddresses.PUSD}  (Portico USD, 6 decimals)`)
  })
})
