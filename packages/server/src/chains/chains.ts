import chainsJson from './data/chains.json' with { type: 'json' }

/** A chain the server knows: where its RPC upstream is and how to describe its native currency. */
export type ChainConfig = {
  chainId: number
  name: string
  /** The upstream JSON-RPC endpoint the proxy, balances and the indexer use. */
  rpcUrl: string
  testnet: boolean
  /** A local devnet (127.0.0.1): served only when configured explicitly, then indexed by default. */
  devnet: boolean
  nativeCurrency: { name: string; symbol: string; decimals: number }
  explorerUrl: string | null
  /** Where Multicall3 is on this chain (the canonical address unless the chain differs, e.g. zkSync). */
  multicall3: `0x${string}`
  /** The chain's ERC-4337 bundler (JSON-RPC): the embedded wallet offers its smart account only where there is one. */
  bundlerUrl?: string | undefined
  /** An ERC-7677 paymaster service that sponsors the smart account's gas here; without one the account pays its own. */
  paymasterUrl?: string | undefined
}

/** Multicall3's address on most chains (and on the devnet, see `@portico/devnet`). */
export const canonicalMulticall3 = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

type ChainJson = {
  chainId: number
  name: string
  rpcUrl: string
  testnet: boolean
  devnet?: boolean
  nativeSymbol?: string
  nativeName?: string
  explorerUrl: string | null
  multicall3?: `0x${string}`
}

/** Every chain of `data/chains.json`: the spec's public chains and the local devnet (31337, 31338). */
export const knownChains: readonly ChainConfig[] = Object.freeze(
  (chainsJson as ChainJson[]).map((chain) => ({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    testnet: chain.testnet,
    devnet: chain.devnet ?? false,
    nativeCurrency: { name: chain.nativeName ?? 'Ether', symbol: chain.nativeSymbol ?? 'ETH', decimals: 18 },
    explorerUrl: chain.explorerUrl,
    multicall3: chain.multicall3 ?? canonicalMulticall3,
  })),
)

/**
 * The chains a server serves unless told otherwise: the spec's public chains. Never the devnet: a
 * production server must not forward to, or index, its own localhost.
 */
export const defaultChains: readonly ChainConfig[] = Object.freeze(knownChains.filter((chain) => !chain.devnet))

/** The local devnet chains (`npm start`, `PORTICO_DEVNET=1`): 31337 on 127.0.0.1:8545, 31338 on :8546. */
export const devnetChains: readonly ChainConfig[] = Object.freeze(knownChains.filter((chain) => chain.devnet))

export type ResolveChainsOptions = {
  /** Also serve the devnet chains at their default URLs (local development). Default false. */
  devnet?: boolean | undefined
}

/**
 * The chains with `rpcUrls` (chain id to URL) put over the defaults: a served chain gets another
 * upstream, a devnet chain given a URL is served (under its devnet name), any other id becomes a new
 * chain (named `Chain <id>`).
 */
export function resolveChains(rpcUrls: Readonly<Record<number, string>> = {}, { devnet = false }: ResolveChainsOptions = {}): ChainConfig[] {
  const base = devnet ? [...defaultChains, ...devnetChains] : defaultChains
  const chains = base.map((chain) => (rpcUrls[chain.chainId] ? { ...chain, rpcUrl: rpcUrls[chain.chainId]! } : { ...chain }))
  for (const [id, rpcUrl] of Object.entries(rpcUrls)) {
    const chainId = Number(id)
    if (chains.some((chain) => chain.chainId === chainId)) continue
    const known = devnetChains.find((chain) => chain.chainId === chainId)
    if (known) {
      chains.push({ ...known, rpcUrl })
      continue
    }
    chains.push({
      chainId,
      name: `Chain ${chainId}`,
      rpcUrl,
      testnet: false,
      devnet: false,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      explorerUrl: null,
      multicall3: canonicalMulticall3,
    })
  }
  return chains
}

/**
 * Reads a chain id given as a number (`31337`) or CAIP-2 (`eip155:31337`); undefined when it is neither.
 */
export function parseChainId(value: string | undefined | null): number | undefined {
  if (!value) return undefined
  const match = /^(?:eip155:)?(\d{1,15})$/.exec(value.trim())
  if (!match) return undefined
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * Parses `PORTICO_RPC_URLS`: `chainId=url` pairs separated by commas, e.g.
 * `31337=http://127.0.0.1:8545,1=https://eth.example`.
 *
 * @returns undefined and a message when malformed.
 */
export function parseRpcUrls(value: string): { rpcUrls: Record<number, string> } | { error: string } {
  const rpcUrls: Record<number, string> = {}
  for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [id, ...rest] = part.split('=')
    const url = rest.join('=')
    const chainId = parseChainId(id)
    if (!chainId) return { error: `PORTICO_RPC_URLS: bad chain id in "${part}"` }
    if (!/^https?:\/\/\S+$/.test(url)) return { error: `PORTICO_RPC_URLS: bad URL for chain ${chainId}` }
    rpcUrls[chainId] = url
  }
  return { rpcUrls }
}
