import { createServer, type Server } from 'node:net'
import { createPublicClient, erc20Abi, getContractAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetTokenAddresses, devnetTokenMintAmount, devnetTokens, multicall3Address, testMnemonic } from './constants.ts'
import { defineDevnetChain } from './defineDevnetChain.ts'
import { PortInUseError } from './errors.ts'
import { startDevnet } from './startDevnet.ts'
import type { Devnet } from './types.ts'
import { assertPortFree } from './utils/assertPortFree.ts'

const multicall3EthBalanceAbi = [
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
] as const

const testAccounts: `0x${string}`[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
]

describe('startDevnet', () => {
  let devnet: Devnet

  beforeAll(async () => {
    // The first run may compile TestToken.sol (seconds); later runs read the cache.
    devnet = await startDevnet({
      chains: [
        { chainId: 31337, port: 0, name: 'Portico Devnet' },
        { chainId: 31338, port: 0 },
      ],
    })
  }, 120_000)
  afterAll(() => devnet?.stop())

  it('starts every chain on a free port with the right chain id', { timeout: 60_000 }, async () => {
    expect(devnet.mnemonic).toBe(testMnemonic)
    expect(devnet.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([
      { chainId: 31337, name: 'Portico Devnet' },
      { chainId: 31338, name: 'Portico Devnet 31338' },
    ])
    for (const chain of devnet.chains) {
      expect(chain.port).toBeGreaterThan(0)
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
    }
  })

  it('returns the first 10 accounts of the mnemonic', () => {
    expect(devnet.accounts).toEqual(testAccounts)
  })

  it('deploys the test tokens at deterministic addresses', () => {
    const deployer = devnet.accounts[0]!
    expect(devnetTokenAddresses.PUSD).toBe(getContractAddress({ from: deployer, nonce: 0n }))
    expect(devnetTokenAddresses.PTK).toBe(getContractAddress({ from: deployer, nonce: 1n }))
    for (const chain of devnet.chains) {
      expect(chain.tokens).toEqual([
        { address: devnetTokenAddresses.PUSD, name: 'Portico USD', symbol: 'PUSD', decimals: 6 },
        { address: devnetTokenAddresses.PTK, name: 'Portico Token', symbol: 'PTK', decimals: 18 },
      ])
    }
  })

  it('has Multicall3 at its canonical address, so multicall reads balances', { timeout: 60_000 }, async () => {
    const chain = devnet.chains[0]!
    const client = createPublicClient({ chain: defineDevnetChain(chain), transport: http(chain.rpcUrl) })
    expect(await client.getCode({ address: multicall3Address })).toMatch(/^0x[0-9a-f]{100,}$/)
    const [pusd, eth] = await client.multicall({
      allowFailure: false,
      contracts: [
        { address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'balanceOf', args: [testAccounts[1]!] },
        { address: multicall3Address, abi: multicall3EthBalanceAbi, functionName: 'getEthBalance', args: [testAccounts[1]!] },
      ],
    })
    expect(pusd).toBe(devnetTokenMintAmount * 10n ** 6n)
    expect(eth).toBe(await client.getBalance({ address: testAccounts[1]! }))
  })

  it('mints 1,000,000 of each token to each account', { timeout: 60_000 }, async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const [index, token] of chain.tokens.entries()) {
        const read = (functionName: 'name' | 'symbol' | 'decimals') =>
          client.readContract({ address: token.address, abi: erc20Abi, functionName })
        expect(await read('name')).toBe(devnetTokens[index]!.name)
        expect(await read('symbol')).toBe(devnetTokens[index]!.symbol)
        expect(await read('decimals')).toBe(devnetTokens[index]!.decimals)
        const balances = await Promise.all(
          devnet.accounts.map((account) =>
            client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
          ),
        )
        const expected = devnetTokenMintAmount * 10n ** BigInt(token.decimals)
        expect(balances).toEqual(devnet.accounts.map(() => expected))
        // The 10 test accounts and the AMM's liquidity provider.
        expect(await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'totalSupply' })).toBe(
          expected * 11n,
        )
      }
    }
  })
})

describe('startDevnet lifecycle', () => {
  it('is ready quickly, and stop() frees the ports', { timeout: 120_000 }, async () => {
    await startDevnet({ chains: [{ chainId: 1 }] }).then((warmUp) => warmUp.stop()) // compile cache
    const started = performance.now()
    const devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] })
    expect(performance.now() - started).toBeLessThan(2_000)
    const ports = devnet.chains.map((chain) => chain.port)

    await devnet.stop()
    await devnet.stop() // twice is fine
    for (const port of ports) await expect(assertPortFree('127.0.0.1', port)).resolves.toBeUndefined()
    await expect(
      fetch(devnet.chains[0]!.rpcUrl, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' }),
    ).rejects.toThrow()
  })

  it('starts a fixed port, and refuses a busy one with a clear error', { timeout: 60_000 }, async () => {
    const blocker = await listen()
    const busyPort = (blocker.address() as { port: number }).port
    try {
      const error = await startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: busyPort }] }).catch(
        (error: unknown) => error,
      )
      expect(error).toBeInstanceOf(PortInUseError)
      expect((error as PortInUseError).port).toBe(busyPort)
      expect((error as PortInUseError).message).toContain(`Port ${busyPort} `)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }

    // The port is free now: the same fixed port works.
    const devnet = await startDevnet({ chains: [{ chainId: 31337, port: busyPort }] })
    try {
      expect(devnet.chains[0]!.port).toBe(busyPort)
      expect(devnet.chains[0]!.rpcUrl).toBe(`http://127.0.0.1:${busyPort}`)
    } finally {
      await devnet.stop()
    }
  })

  it("refuses a bundler port that is taken or listed twice, before loading the bundler", { timeout: 60_000 }, async () => {
    await expect(startDevnet({ chains: [{ chainId: 31337, port: 0, bundlerPort: 4999 }, { chainId: 31338, port: 0, bundlerPort: 4999 }], bundler: true })).rejects.toThrow(
      'startDevnet: port 4999 is listed twice.',
    )
    await expect(startDevnet({ chains: [{ chainId: 31337, bundlerPort: -1 }] })).rejects.toThrow('startDevnet: invalid bundler port -1.')
    const blocker = await listen('0.0.0.0')
    const busyPort = (blocker.address() as { port: number }).port
    try {
      const error = await startDevnet({ chains: [{ chainId: 31337, port: 0, bundlerPort: busyPort }], bundler: true }).catch((error: unknown) => error)
      expect(error).toBeInstanceOf(PortInUseError)
      expect((error as PortInUseError).port).toBe(busyPort)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})

function listen(host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, host, () => resolve(server))
  })
}
