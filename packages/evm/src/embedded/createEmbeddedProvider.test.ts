import { describe, expect, it, vi } from 'vitest'
import { custom } from 'viem'
import { createEmbeddedProvider } from './createEmbeddedProvider'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The provider's two sides: a chain that answers reads, and a frame client that records what it is asked. */
function setup() {
  const chainCalls: string[] = []
  const frameCalls: { method: string; params?: unknown }[] = []
  const refused: string[] = []
  const provider = createEmbeddedProvider({
    address,
    chainId: 31337,
    chains: [31337, 31338],
    transport: (chainId) =>
      custom({
        request: async ({ method }: { method: string }) => {
          chainCalls.push(`${chainId}:${method}`)
          return '0x10'
        },
      }),
    client: {
      request: async (request) => {
        frameCalls.push(request)
        return '0xsigned'
      },
      switchNetwork: async (chainId) => chainId,
      query: async (request) => {
        frameCalls.push({ ...request, query: true } as never)
        return { status: 200 }
      },
    },
    onRefused: (method) => refused.push(method),
  })
  return { provider, chainCalls, frameCalls, refused }
}

describe('the embedded wallet provider', () => {
  it('answers accounts and chain itself, sends reads to the chain and signing to the frame', async () => {
    const { provider, chainCalls, frameCalls } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })).toBe('0x10')
    expect(await provider.request({ method: 'eth_sendRawTransaction', params: ['0x00'] })).toBe('0x10')
    expect(chainCalls).toEqual(['31337:eth_getBalance', '31337:eth_sendRawTransaction'])
    expect(frameCalls).toEqual([])

    expect(await provider.request({ method: 'personal_sign', params: ['0x68690a', address] })).toBe('0xsigned')
    expect(await provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] })).toBe('0xsigned')
    expect(frameCalls.map((call) => call.method)).toEqual(['personal_sign', 'eth_sendTransaction'])
  })

  it('refuses methods outside the allowed lists, and says so about 300 ms later', async () => {
    vi.useFakeTimers()
    try {
      const { provider, chainCalls, frameCalls, refused } = setup()
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'personal_ecRecover']) {
        await expect(provider.request({ method: method as 'eth_sign', params: [] as never })).rejects.toMatchObject({ code: 4200 })
      }
      expect(warn).toHaveBeenCalledTimes(4)
      warn.mockRestore()
      expect(refused).toEqual([])
      vi.advanceTimersByTime(300)
      expect(refused).toEqual(['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'personal_ecRecover'])
      expect(chainCalls).toEqual([])
      expect(frameCalls).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('switches to configured chains only, and says chainChanged', async () => {
    const { provider } = setup()
    const changed: unknown[] = []
    provider.on('chainChanged', (chain) => changed.push(chain))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(changed).toEqual(['0x7a6a'])
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 })
  })

  it('asks the frame for EIP-5792 reads (capabilities, a batch status), never the chain', async () => {
    const { provider, chainCalls, frameCalls } = setup()
    expect(await provider.request({ method: 'wallet_getCallsStatus', params: [`0x${'ab'.repeat(32)}`] } as never)).toEqual({ status: 200 })
    await provider.request({ method: 'wallet_getCapabilities', params: [address] } as never)
    expect(chainCalls).toEqual([])
    expect(frameCalls).toEqual([
      { method: 'wallet_getCallsStatus', params: [`0x${'ab'.repeat(32)}`], query: true },
      { method: 'wallet_getCapabilities', params: [address], query: true },
    ])
  })

  it('follows the acting account (EOA or smart account) and says accountsChanged once per change', async () => {
    const { provider } = setup()
    const changed: unknown[] = []
    provider.on('accountsChanged', (accounts) => changed.push(accounts))
    const smart = '0x1111111111111111111111111111111111111111'
    provider.setAddress(smart)
    provider.setAddress(smart)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([smart])
    expect(changed).toEqual([[smart]])
  })
})
