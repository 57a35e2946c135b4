import type { Adapter, ConnectionData } from '../adapter/types'
import type { CaipNetwork } from '../networks/types'
import { testEvmRules } from './testChainRules'

/** Ethereum mainnet with an RPC URL nothing listens on: these tests never reach a chain. */
export const testMainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

export const connectedAddress = '0x0000000000000000000000000000000000000001'
export const reconnectedAddress = '0x00000000000000000000000000000000000000a1'

/**
 * For the kit's own tests: a small implementation of our `Adapter` interface (eip155, mainnet) with
 * two injected wallets. `connect` answers with `connectedAddress`; `reconnect` restores the given
 * connector ids with `reconnectedAddress` and counts its calls.
 */
export function testAdapter(restored: readonly string[] = []): Adapter & { readonly reconnects: number } {
  let reconnects = 0
  return {
    namespace: 'eip155',
    chain: testEvmRules,
    networks: [testMainnet],
    get reconnects() {
      return reconnects
    },
    setup: () => () => undefined,
    getConnectors: () => [
      { id: 'io.metamask', name: 'MetaMask', type: 'injected', chainNamespace: 'eip155', rdns: 'io.metamask', installed: true },
      { id: 'dev.portico.testwallet', name: 'Portico Test Wallet', type: 'injected', chainNamespace: 'eip155', rdns: 'dev.portico.testwallet', installed: true },
    ],
    connect: async ({ connectorId }) => ({ connectorId, accounts: [connectedAddress], chainId: 1 }),
    reconnect: async () => {
      reconnects++
      return restored.map((connectorId): ConnectionData => ({ connectorId, accounts: [reconnectedAddress], chainId: 1 }))
    },
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    waitForTransaction: async () => ({ status: 'success' }),
  }
}
