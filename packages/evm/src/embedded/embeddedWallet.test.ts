import type { EmbeddedWalletHost } from '@portico/core'
import { connect, createConfig, disconnect, getConnectorClient } from '@wagmi/core'
import { custom, defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { evmAdapter } from '../evmAdapter'
import { embeddedWallet } from '@portico/evm/embeddedWallet'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = defineChain({ id: 31337, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })

/** An app's own wagmi config with `embeddedWallet()`, its reads answered by a transport that records them. */
function appConfig() {
  const reads: string[] = []
  const config = createConfig({
    chains: [chain],
    connectors: [embeddedWallet()],
    transports: {
      [chain.id]: custom({
        request: async ({ method }: { method: string }) => {
          reads.push(method)
          return '0x10'
        },
      }),
    },
  })
  return { config, reads, connector: config.connectors.find((c) => c.id === 'portico-embedded')! }
}

/** The kit's side, as core makes it: a frame client that records the signing requests and sign-outs. */
function kitHost() {
  const signed: string[] = []
  let signedOut = 0
  const client = {
    isConnected: async () => true,
    getUser: async () => ({ address, chainId: chain.id, email: 'a@example.com' }),
    request: async ({ method }: { method: string }) => {
      signed.push(method)
      return '0xsigned'
    },
    switchNetwork: async (id: number | string) => Number(id),
    signOut: async () => void signedOut++,
    onUser: () => () => undefined,
  }
  const host = { enabled: () => true, loginUsed: () => true, getClient: async () => client, onRefused: () => undefined } as unknown as EmbeddedWalletHost
  return { host, signed, signedOut: () => signedOut }
}

describe('embeddedWallet() in an app’s own wagmi config', () => {
  it('gets the kit’s embedded wallet from the adapter: connects, signs in the frame, reads through the app’s transport, signs out', async () => {
    const { config, reads, connector } = appConfig()
    const kit = kitHost()
    const evm = evmAdapter({ wagmiConfig: config })
    evm.useEmbeddedWallet!(kit.host)
    expect(evm.getConnectors().find((c) => c.id === 'portico-embedded')).toMatchObject({ type: 'auth', chainNamespace: 'eip155' })

    expect(await connect(config, { connector })).toEqual({ accounts: [address], chainId: chain.id })
    const client = await getConnectorClient(config)
    expect(await client.request({ method: 'personal_sign', params: ['0x6869', address] })).toBe('0xsigned')
    expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(kit.signed).toEqual(['personal_sign'])
    expect(reads).toEqual(['eth_blockNumber'])
    await disconnect(config, { connector })
    expect(kit.signedOut()).toBe(1)
  })

  it('outside a kit, connecting says how to set it up', async () => {
    const { config, connector } = appConfig()
    await expect(connect(config, { connector })).rejects.toThrow('The e-mail wallet is not set up: pass this wagmi config to evmAdapter({ wagmiConfig }) of a Portico kit')
  })
})
