import type { Adapter, CaipNetwork } from '@portico/core'
import { testEvmRules } from './testChainRules'

/** For the modal's own tests: Ethereum mainnet with an RPC URL nothing listens on (they never reach a chain). */
export const testMainnet = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const satisfies CaipNetwork

/** An eip155 adapter with no wallet, for kits that are rendered but never asked to connect. */
export const renderOnlyAdapter = {
  namespace: 'eip155',
  chain: testEvmRules,
  networks: [testMainnet],
  setup: () => () => undefined,
  getConnectors: () => [],
} as unknown as Adapter
