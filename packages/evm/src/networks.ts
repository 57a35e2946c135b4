/**
 * The spec's EVM networks, so apps import them from one place and bundle only the ones they use:
 * viem's definitions, except that Base, Optimism, Zora, Celo and zkSync (and their testnets) come
 * without viem's chain-specific transaction formatters and serializers (see networks/plainChains.ts).
 */
export {
  arbitrum,
  arbitrumSepolia,
  aurora,
  auroraTestnet,
  avalanche,
  avalancheFuji,
  bsc,
  bscTestnet,
  gnosis,
  gnosisChiado,
  mainnet,
  polygon,
  polygonAmoy,
  sepolia,
} from 'viem/chains'
export {
  base,
  baseSepolia,
  celo,
  celoAlfajores,
  optimism,
  optimismSepolia,
  zksync,
  zksyncSepoliaTestnet,
  zora,
  zoraSepolia,
} from './networks/plainChains'
