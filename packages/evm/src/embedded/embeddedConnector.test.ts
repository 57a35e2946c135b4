import type { EmbeddedWalletHost } from '@portico/core'
import type { EmbeddedWalletClient } from '@portico/core/internal'
import { custom } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { embeddedConnector } from './embeddedConnector'
import { EMBEDDED_CONNECTOR_ID } from './findEmbeddedConnector'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chains = [
  { id: 31337, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } },
  { id: 31338, name: 'Devnet 2', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } },
] as const

/** The connector on a host whose login cache says `loginUsed`, over a frame client whose session is `session`. */
function setup({ loginUsed, session }: { loginUsed: boolean; session: boolean }) {
  const client = {
    isConnected: vi.fn(async () => session),
    getUser: vi.fn(async (chainId?: number | string) => ({ address, chainId: chainId ?? 31337, email: 'a@example.com', accounts: [], preferredAccountType: 'eoa', smartAccountDeployed: false })),
    signOut: vi.fn(async () => undefined),
    request: vi.fn(),
    switchNetwork: vi.fn(async (chainId: number | string) => chainId),
    onUser: vi.fn(() => () => undefined),
  }
  const host: EmbeddedWalletHost = {
    enabled: () => true,
    loginUsed: () => loginUsed,
    getClient: vi.fn(async () => client as unknown as EmbeddedWalletClient),
    onRefused: vi.fn(),
  }
  const emitter = { emit: vi.fn() }
  const transports = Object.fromEntries(chains.map((chain) => [chain.id, custom({ request: async () => '0x1' })]))
  const connector = embeddedConnector({ host, transports })({ chains, emitter } as never)
  return { connector, client, host, emitter }
}

describe('the portico-embedded connector', () => {
  it('is the auth connector of the embedded wallet', () => {
    const { connector } = setup({ loginUsed: false, session: false })
    expect({ id: connector.id, type: connector.type }).toEqual({ id: EMBEDDED_CONNECTOR_ID, type: 'auth' })
  })

  it('without a login cache: not authorized, no provider, and the frame is never loaded', async () => {
    const { connector, host } = setup({ loginUsed: false, session: true })
    expect(await connector.isAuthorized()).toBe(false)
    expect(await connector.getProvider()).toBeUndefined()
    expect(host.getClient).not.toHaveBeenCalled()
  })

  it('reconnects from the login cache when the frame still has its session, on the user’s chain', async () => {
    const { connector, client } = setup({ loginUsed: true, session: true })
    // Before connect, a stand-in provider that refuses requests (wagmi asks for one first).
    await expect((await connector.getProvider())!.request({ method: 'eth_accounts' } as never)).rejects.toThrow('Please call connect() before request()')
    expect(await connector.isAuthorized()).toBe(true)
    expect(await connector.connect({ chainId: 31338, isReconnecting: true })).toEqual({ accounts: [address], chainId: 31338 })
    expect(client.getUser).toHaveBeenCalledWith(31338)
    expect(await connector.getAccounts()).toEqual([address])
    expect(await connector.getChainId()).toBe(31338)
    expect(await (await connector.getProvider())!.request({ method: 'eth_accounts' } as never)).toEqual([address])
  })

  it('does not reconnect when the login cache is there but the frame’s session is gone', async () => {
    const { connector } = setup({ loginUsed: true, session: false })
    expect(await connector.isAuthorized()).toBe(false)
    await expect(connector.connect({ isReconnecting: true })).rejects.toThrow('The embedded wallet has no session')
    expect(await connector.getAccounts()).toEqual([])
  })

  it('signs out in the frame on disconnect, and forgets the account', async () => {
    const { connector, client } = setup({ loginUsed: true, session: true })
    await connector.connect()
    await connector.disconnect()
    expect(client.signOut).toHaveBeenCalledTimes(1)
    expect(await connector.getAccounts()).toEqual([])
  })

  it('waits at most 3 s for the sign-out when the frame is slow to load, and signs out once it has', async () => {
    vi.useFakeTimers()
    try {
      const { connector, client, host } = setup({ loginUsed: true, session: true })
      await connector.connect()
      let loaded!: () => void
      vi.mocked(host.getClient).mockImplementationOnce(() => new Promise((resolve) => (loaded = () => resolve(client as unknown as EmbeddedWalletClient))))
      let done = false
      const disconnecting = connector.disconnect().then(() => (done = true))
      await vi.advanceTimersByTimeAsync(2_999)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await disconnecting
      expect(client.signOut).not.toHaveBeenCalled()
      loaded()
      await vi.waitFor(() => expect(client.signOut).toHaveBeenCalledTimes(1))
    } finally {
      vi.useRealTimers()
    }
  })
})
