import { type DevnetChainConfig, devnetFarcaster, startBundler, startDevnet } from '@portico/devnet'
import { ensureProject, setFeatures, setPaymasterPolicy, type SocialId, startServer } from '@portico/server'
import { startSolanaDevnet } from '@portico/solana-devnet'
import { solanaTestAccounts } from '@portico/test-wallet'
import { createDevRelay } from '@portico/wc-relay'
import { preview } from 'vite'
import { buildForProduction } from './buildForProduction'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { startMailCatcher } from '../../../packages/server/src/testing/mailCatcher.ts'
import { startDevMailbox } from '../../../packages/server/src/testing/devMailbox.ts'
import { startSocialStandIns } from '../../../packages/server/src/testing/social/startSocialStandIns.ts'
import { startRelayStandIn } from '../../../packages/server/src/testing/farcaster/relayStandIn.ts'
import { testPaymasterKey, testPaymasterSigner } from '../../../packages/server/src/testing/paymaster.ts'
import { type EthereumDevnetFunding, type EthereumDevnetName, prepareEthereumDevnet } from '../../../packages/server/src/testing/ethereumDevnet.ts'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const demoRoot = new URL('../', import.meta.url).pathname

export type ServedDemo = {
  demoUrl: string
  rpcUrls: string[]
  /** The Solana test chain's JSON-RPC URL (its accounts are the test wallet's Solana ones). */
  solanaRpcUrl: string
  /** The SPL test token's mint on it. */
  solanaTokenMint: string
  /** The Portico server the demo talks to. */
  serverUrl: string
  /** The demo's project: its allow-list holds the demo's origin. */
  projectId: string
  /** A project whose allow-list does not hold the demo's origin. */
  restrictedProjectId: string
  /** A project like the demo's but with the multiWallet feature off. */
  singleWalletProjectId: string
  /** A project like the demo's, for the analytics test alone. */
  analyticsProjectId: string
  /** The server's SQLite file (tests read what landed in it). */
  sqlitePath: string
  /** The development WalletConnect relay the demo is built against. */
  wcRelayUrl: string
  /** The embedded wallet: its frame, the mailbox of the real SMTP server its mails go to, its master key, its project. */
  frameUrl: string
  mailboxUrl: string
  walletMasterKey: string
  embeddedProjectId: string
  /** Sign In With Farcaster: the local relay stand-in and a project offering Farcaster. */
  farcasterRelayUrl: string
  farcasterProjectId: string
  /** The second devnet chain's ERC-4337 bundler (the demo project's policy sponsors gas there). */
  bundlerUrl: string
  /** The social logins the embedded project turns on: one per local stand-in. */
  embeddedSocials: string[]
  stop(): Promise<void>
}

export const DEMO_PROJECT_ID = 'portico-demo'
export const RESTRICTED_PROJECT_ID = 'portico-restricted'
export const SINGLE_WALLET_PROJECT_ID = 'portico-single-wallet'
/** The analytics test's own project: its events and their rate limits apart from the other files' pages (two files run at once). */
export const ANALYTICS_PROJECT_ID = 'portico-analytics'
/** A project with e-mail login on (the demo's own keeps it off until the EmailLogin view ships). */
export const EMBEDDED_PROJECT_ID = 'portico-embedded'
/** The e-mail project's social logins, in the spec's default order (farcaster is another helper's), each against its local stand-in. */
export const demoSocials = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const
/** A project with e-mail login and swaps on, sponsoring smart accounts' gas on the chain with a bundler (31338). */
export const SMART_SWAPS_PROJECT_ID = 'portico-smart-swaps'
/** A project with e-mail and Farcaster on. */
export const FARCASTER_PROJECT_ID = 'portico-farcaster'

/**
 * Starts a devnet and a Portico server (SQLite in a temp folder) on free ports, builds the demo for
 * production against them, and serves the build on 127.0.0.1: the end-to-end tests and the
 * benchmarks drive what ships.
 */
export async function serveDemo(options: {
  chains: DevnetChainConfig[]
  /** A chain with id 1 among `chains` is 'Ethereum (devnet)', the server configured for it as for Ethereum: these names and funds are given out there before the server starts. */
  ethereum?: { names?: EthereumDevnetName[]; fund?: EthereumDevnetFunding[] }
}): Promise<ServedDemo> {
  const outDir = mkdtempSync(join(tmpdir(), 'portico-demo-'))
  // The wallet frame is built as it ships while the chains start (it needs nothing of theirs).
  const frameRoot = new URL('../../../packages/wallet-frame/', import.meta.url).pathname
  const frameDir = join(outDir, 'frame')
  const frameBuilt = buildForProduction({ root: frameRoot, configFile: join(frameRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir: frameDir, emptyOutDir: true } })
  const [devnet, solana] = await Promise.all([
    // A VerifyingPaymaster on every chain for the test signer, whose data the server's ERC-7677 service signs.
    startDevnet({ chains: options.chains, paymasterSigner: testPaymasterSigner.address }),
    solanaTestAccounts().then((fund) => startSolanaDevnet({ port: 0, fund })),
    frameBuilt,
  ])
  const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl)
  // An ERC-4337 bundler on the second devnet chain only: the embedded wallet's smart account is
  // offered there (smartAccount.test.ts), while the e-mail tests on the first chain keep the EOA.
  const second = devnet.chains.find((chain) => chain.chainId === 31338)
  const bundler = second
    ? await startBundler({
        rpcUrl: second.rpcUrl,
        chainId: second.chainId,
        entryPoints: [second.accountAbstraction.entryPoint, second.accountAbstraction.entryPoint07],
        mnemonic: devnet.mnemonic,
        port: 0,
        silent: true,
      })
    : undefined
  const sqlitePath = join(outDir, 'server', 'portico.sqlite')
  // The server's chain upstreams and its activity indexer follow this devnet (its ports are free ones).
  const devnetRpc = Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  // The embedded wallet: mail through a real SMTP server, the frame (built above) on another site (localhost) than the demo (127.0.0.1).
  const mail = await startMailCatcher()
  const mailbox = await startDevMailbox(mail)
  const walletMasterKey = randomBytes(32).toString('hex')
  // A free port chosen first: the embedded wallet's mail links are built from the configured public URL alone.
  const porticoPort = await freePort()
  // Social logins: the local stand-ins (Google is a real OpenID provider) on 127.0.0.1; the embedded project turns on every one of them.
  const standIns = await startSocialStandIns({ publicUrl: `http://127.0.0.1:${porticoPort}` })
  const socials = Object.keys(standIns.social.endpoints ?? {}) as SocialId[]
  // Farcaster: the relay stand-in; FIDs from the devnet's ID registry stand-in (first chain).
  const farcasterRelay = await startRelayStandIn()
  // Chain id 1: configured as docs/guide/real-networks.md has an operator configure Ethereum (account API, ENS gateway; feeds, token list, Uniswap v3 shipped).
  const ethereumRpc = devnet.chains.find((chain) => chain.chainId === 1)?.rpcUrl
  const ethereum = ethereumRpc ? await prepareEthereumDevnet({ rpcUrl: ethereumRpc, publicUrl: `http://127.0.0.1:${porticoPort}`, ...options.ethereum }) : undefined
  const portico = await startServer({
    port: porticoPort,
    publicUrl: `http://127.0.0.1:${porticoPort}`,
    sqlitePath,
    rpcUrls: ethereum ? { ...devnetRpc, ...ethereum.serverOptions.rpcUrls } : devnetRpc,
    accountApiUrls: ethereum?.serverOptions.accountApiUrls,
    ensGateway: ethereum?.serverOptions.ensGateway,
    bundlerUrls: bundler && second ? { [second.chainId]: bundler.url } : {},
    paymaster: { signer: testPaymasterKey, paymasters: second ? { [second.chainId]: second.paymaster } : {} },
    indexChains: devnet.chains.map((chain) => chain.chainId).filter((id) => id === 31337 || id === 31338),
    indexPollMs: 200,
    devnetSandboxOnramp: true,
    sandboxExchange: true,
    // Every page of the run is one client (127.0.0.1): the Farcaster files start more sign-ins a minute than a
    // visitor may (5); the limit itself is tested in embeddedFarcaster.test.
    rateLimits: { embeddedFarcasterStart: { limit: 120, windowMs: 60_000 } },
    embeddedWallet: {
      masterKey: walletMasterKey,
      smtpUrl: mail.url,
      framePort: 0,
      frameHostName: 'localhost',
      frameDir,
      social: standIns.social,
      farcaster: { relayUrl: farcasterRelay.url, idRegistry: { rpcUrl: rpcUrls[0]!, address: devnetFarcaster.idRegistry } },
    },
  })
  process.env.VITE_DEVNET_RPC_URL = rpcUrls[0]
  if (rpcUrls[1]) process.env.VITE_DEVNET2_RPC_URL = rpcUrls[1]
  if (ethereumRpc) process.env.VITE_ETHEREUM_DEVNET_RPC_URL = ethereumRpc
  process.env.VITE_SOLANA_RPC_URL = solana.rpcUrl
  process.env.VITE_SOLANA_TOKEN_MINT = solana.token.mint
  // No Polkadot or Cosmos node runs here and the tests stay on this machine: their balances are
  // asked of a local port nothing listens on (the Account view says the balance is unavailable).
  process.env.VITE_POLKADOT_RPC_URL = 'http://127.0.0.1:9'
  process.env.VITE_COSMOS_REST_URL = 'http://127.0.0.1:9'
  process.env.VITE_PORTICO_SERVER_URL = portico.url
  process.env.VITE_PORTICO_PROJECT_ID = DEMO_PROJECT_ID
  const relay = await createDevRelay()
  process.env.VITE_WALLETCONNECT_RELAY_URL = relay.url
  const configFile = join(demoRoot, 'vite.config.ts')
  // The e2e build also holds the embedded-wallet host harness (e2e/embedded/host.html), never the demo's own build.
  await buildForProduction({
    root: demoRoot,
    configFile,
    logLevel: 'warn',
    build: {
      outDir: join(outDir, 'dist'),
      emptyOutDir: true,
      rollupOptions: { input: { main: join(demoRoot, 'index.html'), embeddedHost: join(demoRoot, 'e2e/embedded/host.html') } },
    },
  })
  const server = await preview({
    root: demoRoot,
    configFile,
    logLevel: 'warn',
    build: { outDir: join(outDir, 'dist') },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const demoUrl = server.resolvedUrls?.local[0]
  if (!demoUrl) throw new Error('the demo preview server did not start')
  const origin = new URL(demoUrl).origin
  // The demo shows every feature: multi-wallet, swaps, the on-ramp (the devnet sandbox provider) and pay too.
  await ensureProject(portico.db, { id: DEMO_PROJECT_ID, name: 'Portico demo', allowedOrigins: [origin], features: { multiWallet: true, swaps: true, onramp: true, pay: true } })
  await setFeatures(portico.db, DEMO_PROJECT_ID, { multiWallet: true, swaps: true, onramp: true, pay: true })
  // The demo project sponsors smart accounts' gas on the chain with a bundler (the Send a batch card offers its paymaster).
  await setPaymasterPolicy(portico.db, DEMO_PROJECT_ID, { enabled: true, chains: [31338] })
  await ensureProject(portico.db, { id: RESTRICTED_PROJECT_ID, name: 'Elsewhere', allowedOrigins: ['https://portico.example'] })
  await ensureProject(portico.db, { id: SINGLE_WALLET_PROJECT_ID, name: 'One wallet at a time', allowedOrigins: [origin] })
  await ensureProject(portico.db, { id: ANALYTICS_PROJECT_ID, name: 'Portico analytics', allowedOrigins: [origin], features: { analytics: true } })
  await ensureProject(portico.db, { id: EMBEDDED_PROJECT_ID, name: 'Portico embedded', allowedOrigins: [origin], features: { email: true, socials } })
  await standIns.configure(portico.db, EMBEDDED_PROJECT_ID)
  await ensureProject(portico.db, { id: SMART_SWAPS_PROJECT_ID, name: 'Portico smart swaps', allowedOrigins: [origin], features: { email: true, swaps: true } })
  await setPaymasterPolicy(portico.db, SMART_SWAPS_PROJECT_ID, { enabled: true, chains: [31338] })
  await ensureProject(portico.db, { id: FARCASTER_PROJECT_ID, name: 'Portico Farcaster', allowedOrigins: [origin], features: { email: true, socials: ['farcaster'] } })
  return {
    demoUrl,
    rpcUrls,
    solanaRpcUrl: solana.rpcUrl,
    solanaTokenMint: solana.token.mint,
    serverUrl: portico.url,
    projectId: DEMO_PROJECT_ID,
    restrictedProjectId: RESTRICTED_PROJECT_ID,
    singleWalletProjectId: SINGLE_WALLET_PROJECT_ID,
    analyticsProjectId: ANALYTICS_PROJECT_ID,
    sqlitePath,
    wcRelayUrl: relay.url,
    frameUrl: portico.frameUrl!,
    mailboxUrl: mailbox.url,
    walletMasterKey,
    embeddedProjectId: EMBEDDED_PROJECT_ID,
    farcasterRelayUrl: farcasterRelay.url,
    farcasterProjectId: FARCASTER_PROJECT_ID,
    bundlerUrl: bundler?.url ?? '',
    embeddedSocials: socials,
    async stop() {
      await standIns.close()
      await mailbox.close()
      await mail.close()
      await relay.close()
      await farcasterRelay.close()
      await ethereum?.close()
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
      await portico.close()
      await standIns.close()
      await bundler?.stop()
      await devnet.stop()
      await solana.stop()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}

/** A port nothing listens on right now (the OS's pick). */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}
