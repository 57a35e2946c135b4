import { type BitcoinAdapter, bitcoinAdapter } from '@portico/bitcoin'
import { bitcoinSignet, defineBitcoinNetwork } from '@portico/bitcoin/networks'
import { createPortico, porticoServerSIWX } from '@portico/core'
import { defineDevnetChain } from '@portico/devnet/chain'
import { evmAdapter } from '@portico/evm'
import { arbitrum, mainnet, polygon } from '@portico/evm/networks'
import { walletConnect, type WalletConnectCoreOptions } from '@portico/evm/walletConnect'
import { solanaAdapter } from '@portico/solana'
import { defineSolanaNetwork } from '@portico/solana/networks'
import { SOLANA_TEST_CHAIN_NAME, SOLANA_TEST_CHAIN_REFERENCE, SOLANA_TEST_TOKEN } from '@portico/solana-devnet/network'
import { polkadotAdapter } from '@portico/polkadot'
import { westend } from '@portico/polkadot/networks'
import { cosmosAdapter } from '@portico/cosmos'
import { cosmoshub } from '@portico/cosmos/networks'
import { demoServer } from './demoServer'

/**
 * The demo's Bitcoin adapter, on Bitcoin Signet. No Bitcoin node or indexer runs locally, so the
 * network names no Esplora API: the account view shows no balance, and nothing leaves the machine.
 * The Bitcoin card signs PSBTs through it.
 */
export function createDemoBitcoin(): BitcoinAdapter {
  return bitcoinAdapter({ networks: [defineBitcoinNetwork({ id: String(bitcoinSignet.id), name: bitcoinSignet.name, testnet: true })] })
}

/** The demo's kit: the two local devnet chains first, then a few public networks; Solana and Bitcoin beside them. */
export function createDemoPortico(search: URLSearchParams, { bitcoin }: { bitcoin: BitcoinAdapter }) {
  const devnet = defineDevnetChain({
    chainId: 31337,
    name: 'Portico Devnet',
    rpcUrl: import.meta.env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545',
  })
  const devnet2 = defineDevnetChain({
    chainId: 31338,
    name: 'Portico Devnet 2',
    rpcUrl: import.meta.env.VITE_DEVNET2_RPC_URL ?? 'http://127.0.0.1:8546',
  })
  // `npm start` runs a chain-id-1 devnet shaped like Ethereum (Chainlink, USDC, ENS, Uniswap v3 at their
  // addresses), the server configured for it as for Ethereum: the demo lists it in Ethereum's place.
  const ethereumDevnetRpc = import.meta.env.VITE_ETHEREUM_DEVNET_RPC_URL
  const ethereum = ethereumDevnetRpc ? { ...withEndpoint(mainnet, ethereumDevnetRpc), name: 'Ethereum (devnet)' } : mainnet
  const walletConnectParameters = walletConnectOptions()
  const evm = evmAdapter({
    chains: [devnet, devnet2, ethereum, arbitrum, polygon],
    connectors: walletConnectParameters ? [walletConnect(walletConnectParameters)] : [],
  })
  // Solana: the local Solana test chain, with its SPL test token listed beside SOL.
  const solanaTestChain = defineSolanaNetwork({
    id: SOLANA_TEST_CHAIN_REFERENCE,
    name: SOLANA_TEST_CHAIN_NAME,
    rpcUrl: import.meta.env.VITE_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899',
  })
  const mint = import.meta.env.VITE_SOLANA_TOKEN_MINT
  const solana = solanaAdapter({
    networks: [solanaTestChain],
    tokens: mint ? { [solanaTestChain.caipNetworkId]: [{ mint, ...SOLANA_TEST_TOKEN }] } : {},
  })
  // Polkadot (injectedWeb3 extensions) and Cosmos (Keplr-style wallets): connect and sign. No local
  // node of either runs here; balances come from the endpoints below when one is reachable.
  const polkadot = polkadotAdapter({ networks: [withEndpoint(westend, import.meta.env.VITE_POLKADOT_RPC_URL)], appName: 'Portico demo' })
  const cosmos = cosmosAdapter({ networks: [withEndpoint(cosmoshub, import.meta.env.VITE_COSMOS_REST_URL)] })
  const prefersDark = typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches
  const theme = search.get('theme')
  const list = (key: string) => search.get(key)?.split(',').filter(Boolean)
  const { serverUrl, projectId } = demoServer(search)
  // Sign-in with the wallet on the Portico server: optional by default, `?siwx=required` makes it
  // required, `?siwx=off` turns it off, `?siwx=bearer` keeps the session as a bearer token.
  const siwxMode = search.get('siwx')
  const siwx =
    serverUrl && projectId && siwxMode !== 'off'
      ? porticoServerSIWX({
          serverUrl,
          projectId,
          required: siwxMode === 'required',
          transport: siwxMode === 'bearer' ? 'bearer' : 'cookie',
          statement: 'Sign in to the Portico demo.',
        })
      : undefined
  return createPortico({
    adapters: [evm, solana, bitcoin, polkadot, cosmos],
    defaultNetwork: evm.networks[0],
    enableReconnect: search.get('reconnect') !== 'false',
    themeMode: theme === 'dark' || theme === 'light' ? theme : prefersDark ? 'dark' : 'light',
    metadata: { name: 'Portico demo', description: 'Every Portico feature on a local devnet', url: location.origin },
    // `?server=off` shows the kit with no server at all (no registry, no analytics); `?basic` keeps
    // the server for sign-in but turns every remote feature off (no config call, QR-only WalletConnect).
    serverUrl,
    projectId,
    basic: search.has('basic'),
    // Pay (the Pay card); the project's remote config says the same once it arrives.
    features: { pay: true },
    siwx,
    featuredWalletIds: list('featured'),
    includeWalletIds: list('include'),
    excludeWalletIds: list('exclude'),
  })
}

/**
 * WalletConnect: a project id means the public relay; no project id but a relay URL means the local
 * development relay (`npm start`, e2e), with the local core of @portico/wc-relay (no call to WalletConnect's cloud).
 */
function walletConnectOptions() {
  const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID
  const relayUrl = import.meta.env.VITE_WALLETCONNECT_RELAY_URL
  // `portico`: Portico's own Sign client (@portico/walletconnect), which needs no local core.
  if (import.meta.env.VITE_WALLETCONNECT_CLIENT === 'portico' && (projectId || relayUrl)) {
    return { client: 'portico' as const, projectId: projectId ?? 'portico-dev', relayUrl }
  }
  if (projectId) return { projectId, relayUrl }
  if (relayUrl) {
    const createCore = async (options: WalletConnectCoreOptions) => (await import('@portico/wc-relay/local-core')).createLocalCore(options)
    return { projectId: 'portico-dev', relayUrl, createCore }
  }
  return undefined
}

/** A network with another endpoint (the demo's `VITE_*_URL`), or as it is. */
function withEndpoint<T extends { rpcUrls: { default: { http: readonly string[] } } }>(network: T, url: string | undefined): T {
  return url ? { ...network, rpcUrls: { default: { http: [url] } } } : network
}
