/**
 * The spec's EVM networks (viem's definitions), re-exported so apps import them from one place
 * and bundle only the ones they use.
 */
export {
  arbitrum,
  arbitrumSepolia,
  aurora,
  auroraTestnet,
  avalanche,
  avalancheFuji,
  base,
  baseSepolia,
  bsc,
  bscTestnet,
  celo,
  celoAlfajores,
  gnosis,
  gnosisChiado,
  mainnet,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  sepolia,
  zksync,
  zksyncSepoliaTestnet,
  zora,
  zoraSepolia,
} from 'viem/chains'
