export { solanaAdapter, type SolanaAdapterParameters } from './solanaAdapter'
export type { SolanaToken } from './solanaContext'
