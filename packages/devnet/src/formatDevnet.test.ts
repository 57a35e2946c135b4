import { describe, expect, it } from 'vitest'
import { accountAbstractionAddresses, devnetAmmAddresses, devnetPools, devnetTokenAddresses } from './constants.ts'
import { formatDevnet } from './formatDevnet.ts'

describe('formatDevnet', () => {
  it('lists each chain with its RPC URL, tokens, router, pools, EntryPoint and bundler', () => {
    const text = formatDevnet({
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      chains: [
        {
          chainId: 31337,
          name: 'Portico Devnet',
          port: 8545,
          rpcUrl: 'http://127.0.0.1:8545',
          tokens: [{ address: devnetTokenAddresses.PUSD, name: 'Portico USD', symbol: 'PUSD', decimals: 6 }],
          amm: {
            weth: devnetAmmAddresses.WETH9,
            factory: devnetAmmAddresses.UniswapV2Factory,
            router: devnetAmmAddresses.UniswapV2Router02,
            liquidityProvider: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
            pools: [{ name: 'ETH/PUSD', address: devnetPools[0]!.address, tokens: [devnetAmmAddresses.WETH9, devnetTokenAddresses.PUSD] }],
          },
          accountAbstraction: { ...accountAbstractionAddresses, entryPointVersion: '0.8' },
          paymaster: '0x0000000000000000000000000000000000000001',
          bundlerUrl: 'http://127.0.0.1:4337/rpc',
        },
      ],
    })
    expect(text).toContain('Portico Devnet (chain id 31337)')
    expect(text).toContain('RPC URL: http://127.0.0.1:8545')
    expect(text).toContain(`PUSD  ${devnetTokenAddresses.PUSD}  (Portico USD, 6 decimals)`)
    expect(text).toContain(`Uniswap v2 Router02 ${devnetAmmAddresses.UniswapV2Router02}`)
    expect(text).toContain(`pool ETH/PUSD  ${devnetPools[0]!.address}`)
    expect(text).toContain(`ERC-4337 EntryPoint v0.8 ${accountAbstractionAddresses.entryPoint}`)
    expect(text).toContain('VerifyingPaymaster (v0.7, deposited and staked) 0x0000000000000000000000000000000000000001')
    expect(text).toContain('Bundler: http://127.0.0.1:4337/rpc')
  })
})
