import { createMemoryStorage, createPortico } from '@portico/core'
import { type Devnet, defineDevnetChain, startDevnet } from '@portico/devnet'
import { type CreateConnectorFn, createStorage, getConnection, mock, switchChain } from '@wagmi/core'
import { type Address, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { evmAdapter } from './evmAdapter'

// Two wallets connected at once through the kit and the EVM adapter, against a real anvil: wagmi's
// `mock` connector forwards to the chain, where anvil's unlocked accounts sign.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }] })
})
afterAll(() => devnet.stop())

/** wagmi's mock connector under its own id, so two of them are two wallets. */
function wallet(id: string, account: Address, options: { connected?: boolean } = {}): CreateConnectorFn {
  const create = mock({ accounts: [account], features: { reconnect: true, defaultConnected: options.connected } })
  return (config) => ({ ...create(config), id, name: id })
}

function setup(storages = { kit: createMemoryStorage(), wagmi: createMemoryStorage() }, options: { connected?: boolean } = {}) {
  const chains = devnet.chains.map((c) => defineDevnetChain({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
  const evm = evmAdapter({
    chains: chains as [(typeof chains)[number], ...typeof chains],
    connectors: [wallet('wallet.a', devnet.accounts[0]!, options), wallet('wallet.b', devnet.accounts[1]!, options)],
    storage: createStorage({ storage: storages.wagmi }),
  })
  const portico = createPortico({ adapters: [evm], storage: storages.kit, features: { multiWallet: true } })
  return { evm, portico, storages }
}

async function signer(portico: ReturnType<typeof setup>['portico']) {
  const signature = (await portico.signMessage({ message: 'portico' })) as `0x${string}`
  for (const address of devnet.accounts.slice(0, 2)) if (await verifyMessage({ address, message: 'portico', signature })) return address
  return undefined
}

describe('evmAdapter: several wallets at once', () => {
  test('keeps both live in wagmi; switching and disconnecting one follow through to wagmi and to signing', async () => {
    const { evm, portico } = setup()
    await portico.ready
    const config = await evm.getWagmiConfig()
    await portico.connect({ connectorId: 'wallet.a' })
    await portico.connect({ connectorId: 'wallet.b' })

    expect([...config.state.connections.values()].map((c) => c.connector.id)).toEqual(['wallet.a', 'wallet.b'])
    expect(getConnection(config).connector?.id).toBe('wallet.b')
    expect((await portico.getConnections()).map((c) => [c.connectorId, c.accounts[0]])).toEqual([
      ['wallet.a', devnet.accounts[0]],
      ['wallet.b', devnet.accounts[1]],
    ])
    expect(await signer(portico)).toBe(devnet.accounts[1])

    await portico.switchConnection({ connectorId: 'wallet.a' })
    expect(getConnection(config).connector?.id).toBe('wallet.a')
    expect(portico.getAccount().address).toBe(devnet.accounts[0])
    expect(await signer(portico)).toBe(devnet.accounts[0])

    // The other wallet moves to the second chain: noted on its connection, the active network stays.
    const b = config.connectors.find((c) => c.id === 'wallet.b')!
    await switchChain(config, { chainId: 31338, connector: b })
    await expect.poll(() => portico.stores.connection.get('eip155').connections['wallet.b']?.caipNetworkId).toBe('eip155:31338')
    expect(portico.getAccount().network?.caipNetworkId).toBe('eip155:31337')

    // Disconnecting the active wallet: the other one takes over, in wagmi and in the kit, on its own chain.
    await portico.disconnect({ connectorId: 'wallet.a' })
    expect([...config.state.connections.values()].map((c) => c.connector.id)).toEqual(['wallet.b'])
    expect(getConnection(config).connector?.id).toBe('wallet.b')
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: 'wallet.b', address: devnet.accounts[1] })
    expect(portico.getAccount().network?.caipNetworkId).toBe('eip155:31338')
    expect(await signer(portico)).toBe(devnet.accounts[1])

    await portico.disconnect()
    expect(config.state.connections.size).toBe(0)
    expect(portico.getAccount().status).toBe('disconnected')
    portico.destroy()
  })

  test('connecting a wallet that is already connected makes it current in wagmi too', async () => {
    const { evm, portico } = setup()
    await portico.ready
    const config = await evm.getWagmiConfig()
    await portico.connect({ connectorId: 'wallet.a' })
    await portico.connect({ connectorId: 'wallet.b' })
    await portico.connect({ connectorId: 'wallet.a' })
    expect(config.state.connections.size).toBe(2)
    expect(getConnection(config).connector?.id).toBe('wallet.a')
    expect(portico.getAccount().connectorId).toBe('wallet.a')
    portico.destroy()
  })

  test('a reload restores both wallets, the one active last time active again', async () => {
    const first = setup()
    await first.portico.ready
    await first.portico.connect({ connectorId: 'wallet.a' })
    await first.portico.connect({ connectorId: 'wallet.b' })
    await first.portico.switchConnection({ connectorId: 'wallet.a' })
    first.portico.destroy()

    // The same storages, and wallets that still have the page's permission.
    const { evm, portico } = setup(first.storages, { connected: true })
    await portico.ready
    const config = await evm.getWagmiConfig()
    expect(portico.getAccount()).toMatchObject({ status: 'connected', connectorId: 'wallet.a', address: devnet.accounts[0] })
    expect(Object.keys(portico.stores.connection.get('eip155').connections).sort()).toEqual(['wallet.a', 'wallet.b'])
    expect(getConnection(config).connector?.id).toBe('wallet.a')
    portico.destroy()
  })
})
