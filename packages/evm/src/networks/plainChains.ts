import type { Chain } from 'viem'

// The spec's networks whose viem definitions carry their own transaction formatters and serializers
// (OP Stack: Base, Optimism, Zora; Celo; zkSync), defined here without them. A wallet kit never
// formats or serializes those chains' own transaction types (the wallet signs and sends), and
// viem's OP Stack code alone is about 10 kB gzip of every page's first load. The values are viem's;
// plainChains.test.ts fails when viem's change. An app that reads those transaction types with
// wagmi's hooks passes viem's own chains (`viem/chains`) to `evmAdapter` instead.

export const base = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org', apiUrl: 'https://api.basescan.org/api' } },
  blockTime: 2000,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 5022 } },
  sourceId: 1,
} as const satisfies Chain

export const baseSepolia = {
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org', apiUrl: 'https://api-sepolia.basescan.org/api' } },
  blockTime: 2000,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 1059647 } },
  sourceId: 11155111,
  testnet: true,
} as const satisfies Chain

export const celo = {
  id: 42220,
  name: 'Celo',
  nativeCurrency: { decimals: 18, name: 'CELO', symbol: 'CELO' },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io', apiUrl: 'https://api.celoscan.io/api' } },
  blockTime: 1000,
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 13112599 } },
} as const satisfies Chain

export const celoAlfajores = {
  id: 44787,
  name: 'Alfajores',
  nativeCurrency: { decimals: 18, name: 'CELO', symbol: 'A-CELO' },
  rpcUrls: { default: { http: ['https://alfajores-forno.celo-testnet.org'] } },
  blockExplorers: { default: { name: 'Celo Alfajores Explorer', url: 'https://celo-alfajores.blockscout.com', apiUrl: 'https://celo-alfajores.blockscout.com/api' } },
  blockTime: 1000,
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 14569001 } },
  testnet: true,
} as const satisfies Chain

export const optimism = {
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io', apiUrl: 'https://api-optimistic.etherscan.io/api' } },
  blockTime: 2000,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 4286263 } },
  sourceId: 1,
} as const satisfies Chain

export const optimismSepolia = {
  id: 11155420,
  name: 'OP Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com', apiUrl: 'https://optimism-sepolia.blockscout.com/api' } },
  blockTime: 2000,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 1620204 } },
  sourceId: 11155111,
  testnet: true,
} as const satisfies Chain

export const zksync = {
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io', apiUrl: 'https://block-explorer-api.mainnet.zksync.io/api' } },
  blockTime: 200,
  contracts: { multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963', blockCreated: 3908235 } },
} as const satisfies Chain

export const zksyncSepoliaTestnet = {
  id: 300,
  name: 'ZKsync Sepolia Testnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.era.zksync.dev'], webSocket: ['wss://sepolia.era.zksync.dev/ws'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io/' } },
  blockTime: 200,
  contracts: { multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963' } },
  testnet: true,
} as const satisfies Chain

export const zora = {
  id: 7777777,
  name: 'Zora',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy', apiUrl: 'https://explorer.zora.energy/api' } },
  blockTime: 2000,
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 5882 } },
  sourceId: 1,
} as const satisfies Chain

export const zoraSepolia = {
  id: 999999999,
  name: 'Zora Sepolia',
  nativeCurrency: { decimals: 18, name: 'Zora Sepolia', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://sepolia.rpc.zora.energy'], webSocket: ['wss://sepolia.rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Sepolia Explorer', url: 'https://sepolia.explorer.zora.energy/', apiUrl: 'https://sepolia.explorer.zora.energy/api' } },
  blockTime: 2000,
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 83160 } },
  sourceId: 11155111,
  testnet: true,
} as const satisfies Chain
