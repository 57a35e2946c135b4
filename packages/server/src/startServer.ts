import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import type { RunningServer } from './runningServer.ts'
import { createTokenLists, readTokenList } from './tokens/tokenLists.ts'
import { readScamList } from './simulate/scamList.ts'
import { chainlinkPrices } from './tokens/chainlinkPrices.ts'
import { httpPrices } from './tokens/httpPrices.ts'
import { configuredPrices, firstPrices } from './tokens/priceProvider.ts'
import { accountApiActivity } from './activity/accountApiActivity.ts'
import { createIndexer, type IndexedRange } from './activity/createIndexer.ts'
import { resolveChains } from './chains/chains.ts'
import { createDatabase } from './db/createDatabase.ts'
import { migrateToLatest } from './db/migrate.ts'
import { PublicUrlRequiredError, ServerError } from './errors.ts'
import { closeAll, listen, shown } from './listening.ts'
import { createApp, type CreateAppOptions } from './http/createApp.ts'
import { createLifecycle } from './http/lifecycle.ts'
import type { Logger } from './log/createLogger.ts'
import { createMetrics } from './metrics/createMetrics.ts'
import { metricsApp } from './metrics/metricsApp.ts'
import { createFrameApp } from './frame/createFrameApp.ts'
import type { SocialLoginOptions } from './embedded/social/types.ts'
import type { FarcasterOptions } from './embedded/farcaster/types.ts'
import type { MasterKey } from './embedded/masterKey.ts'
import { type Mailer, smtpMailer } from './mail/mailer.ts'
import { createLease } from './lease/createLease.ts'
import { createSettlementSweep } from './paymaster/createSettlementSweep.ts'
import { resolvePaymaster } from './paymaster/resolvePaymaster.ts'
import { pruneRateLimits } from './rateLimit/hit.ts'
import type { RegistryWallet } from './wallets/types.ts'
import { pruneSiwx } from './siwx/pruneSiwx.ts'
import { pruneEmbedded } from './embedded/pruneEmbedded.ts'
import { seedRegistryWallets, seedWallets } from './wallets/seedWallets.ts'

const pruneEveryMs = 10 * 60_000
const pruneAfterMs = 60 * 60_000

export type StartServerOptions = {
  /** Default `127.0.0.1`. */
  host?: string | undefined
  /** Default 8787; 0 picks a free port. */
  port?: number | undefined
  /** `postgres://…`: use Postgres. */
  databaseUrl?: string | undefined
  /** SQLite file when `databaseUrl` is not set; default `./.data/portico.sqlite`. */
  sqlitePath?: string | undefined
  /**
   * Base of absolute links; default: each request's origin. Required with `embeddedWallet` (its
   * mail links are built from it alone, never from a request's headers).
   */
  publicUrl?: string | undefined
  /** Largest request body in bytes; default 65536. */
  bodyLimit?: number | undefined
  /** Proxies in front that append to `X-Forwarded-For` (`true`: 1); default 0, the header is ignored. */
  trustProxy?: boolean | number | undefined
  /** Rate limits over the defaults, per bucket (see `defaultRateLimits`). */
  rateLimits?: CreateAppOptions['rateLimits']
  /** RPC proxy limits over the defaults (batch size, log block range). */
  rpcLimits?: CreateAppOptions['rpcLimits']
  /** Also serve the local devnet chains (31337, 31338) at their default URLs. Default false. */
  devnet?: boolean | undefined
  /** The wallets to serve; default `@portico/wallet-registry` (with its icons). */
  wallets?: readonly RegistryWallet[] | undefined
  /** Chain RPC upstreams over the defaults (chain id to URL). */
  rpcUrls?: Readonly<Record<number, string>> | undefined
  /**
   * ERC-4337 bundlers by chain id (`http://127.0.0.1:4337/rpc`): the embedded wallet offers its smart
   * account on these chains only (spec §7 "get smart account networks").
   */
  bundlerUrls?: Readonly<Record<number, string>> | undefined
  /** Etherscan-compatible account APIs by chain id (a chain's history comes from its API, see `accountApiActivity`). */
  accountApiUrls?: Readonly<Record<number, string>> | undefined
  /** The key sent to the account APIs (`apikey=`). */
  accountApiKey?: string | undefined
  /** An operator's token list (file path or http(s) URL, Uniswap token-list format), read at start: it replaces the shipped lists of the chains it covers. */
  tokenList?: string | undefined
  /** The operator's scam list (file path or http(s) URL, a JSON array of addresses), read at start: `POST /v1/simulate` warns about its addresses. */
  scamList?: string | undefined
  /** A CoinGecko-compatible price API with the operator's key, asked for tokens no Chainlink feed prices. */
  priceApi?: { url: string; apiKey: string } | undefined
  /** ERC-7677 paymaster services by chain id: the smart account's UserOperations there are sponsored (else it pays its own gas). */
  paymasterUrls?: Readonly<Record<number, string>> | undefined
  /** Chains the activity indexer follows; default none (the CLI follows the devnet chains unless told otherwise). */
  indexChains?: readonly number[] | undefined
  /** Where the indexer starts on a chain without progress (chain id to block); default 0 on a devnet, the head elsewhere. */
  indexStartBlocks?: Readonly<Record<number, number>> | undefined
  /** The indexer's poll interval once caught up (and a standby's check of the lease); default 1000 ms. */
  indexPollMs?: number | undefined
  /**
   * How long an instance's hold on a chain's indexer lasts without renewal; default 5000 ms. Of the
   * instances on one database one indexes each chain; when it dies another takes over after this.
   */
  indexLeaseMs?: number | undefined
  /** Called after each block range this instance indexed. */
  onIndexed?: ((range: IndexedRange) => void) | undefined
  /** Swap providers by chain id over the defaults (Uniswap v2 on the served devnet chains). */
  swapProviders?: CreateAppOptions['swapProviders']
  /** On-ramp providers asked for options and quotes; default none. */
  onrampProviders?: CreateAppOptions['onrampProviders']
  /** The devnet sandbox on-ramp provider (test card; credits the buyer on the devnet). Default off. */
  devnetSandboxOnramp?: boolean | undefined
  /** "Pay with an exchange" providers; default none. */
  exchangeProviders?: CreateAppOptions['exchangeProviders']
  /** The Sandbox Exchange (a test exchange paying from a devnet test account). For `npm start` and tests only. Default off. */
  sandboxExchange?: boolean | undefined
  /** The most one Sandbox Exchange payment may be, in the asset's units; default `'100'`. */
  sandboxExchangeMaxAmount?: string | undefined
  /** The embedded wallet (e-mail login): off unless given. See docs/security.md, the custody model. */
  embeddedWallet?: StartEmbeddedWalletOptions | undefined
  /** The ERC-7677 paymaster service (signer key and VerifyingPaymaster per chain): off unless given. See docs/security.md. */
  paymaster?: CreateAppOptions['paymaster']
  /** The ENS gateway for Portico names (parent name, signer key, resolver): off unless given. See docs/guide. */
  ensGateway?: CreateAppOptions['ensGateway']
  /** ENS names in the name service, read on a served Ethereum chain (mainnet, else Sepolia). Default true. */
  ensNames?: boolean | undefined
  /** How often the paymaster's landed and expired reservations are settled (every instance sweeps; each is settled once). Default 5000 ms. */
  paymasterSettleEveryMs?: number | undefined
  /**
   * On `close()`: how long requests in flight may take to finish after the server stops accepting
   * connections; then the remaining connections are closed. Default 10000 ms.
   */
  drainMs?: number | undefined
  /** The JSON request log (`createLogger`); default none (the CLI passes one at `PORTICO_LOG_LEVEL`). */
  logger?: Logger | undefined
  /**
   * Prometheus `/metrics` (this instance's own registry, always kept): `port` serves it on
   * 127.0.0.1 at that port (0 picks one); `token` serves it on the API's port to that bearer token. Neither: not served.
   */
  metrics?: { port?: number | undefined; token?: string | undefined } | undefined
}

export type StartEmbeddedWalletOptions = {
  /** 32 bytes (64 hex or base64), kept outside the database. */
  masterKey: string | MasterKey
  /** Where login mails go: a mailer, or an SMTP URL (`smtp://user:pass@host:587`) and a sender. */
  mailer?: Mailer | undefined
  smtpUrl?: string | undefined
  /** Default `Portico wallet <wallet@localhost>`. */
  mailFrom?: string | undefined
  /** The frame's own port (default: the API's port + 1; 0 picks a free one) and host (default: the API's). */
  framePort?: number | undefined
  frameHost?: string | undefined
  /**
   * The host name in the frame's URL when no `frameOrigin` is given (default: the listening host).
   * `localhost` makes it another site than pages on 127.0.0.1 (the browser then isolates it in a process of its own).
   */
  frameHostName?: string | undefined
  /** The frame's public origin when a proxy serves it (`https://wallet.example.com`); default its own address. */
  frameOrigin?: string | undefined
  /** The built frame bundle; default `@portico/wallet-frame`'s. */
  frameDir?: string | undefined
  /** Social logins: the providers' endpoints (production by default), where client secrets are read (default `process.env`). */
  social?: SocialLoginOptions | undefined
  /** Sign In With Farcaster's relay and ID registry (default: Farcaster's public relay, Optimism's registry). */
  farcaster?: FarcasterOptions | undefined
}

/**
 * Opens the database, migrates it, seeds the wallets and serves the API. Several instances may
 * start at once on the same database (migrations and seeding take a lock).
 *
 * @throws {ListenError} when the port is taken; {PublicUrlRequiredError} with the embedded wallet and no `publicUrl`.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? 8787
  if (options.embeddedWallet && !options.publicUrl) throw new PublicUrlRequiredError()
  // Checkpoints in a worker thread: inline, one request every few hundred would wait for the disk's sync.
  const database = createDatabase({ url: options.databaseUrl, sqlitePath: options.sqlitePath, sqliteCheckpoints: 'background' })
  // What is listening so far: a failure later (the API's port taken) closes it again.
  const listening: ReturnType<typeof createAdaptorServer>[] = []
  const lifecycle = createLifecycle()
  const metrics = createMetrics()
  try {
    await migrateToLatest(database.db)
    if (options.wallets) await seedWallets(database.db, options.wallets)
    else await seedRegistryWallets(database.db)

    const chains = resolveChains(options.rpcUrls, { devnet: options.devnet }).map((chain) => ({
      ...chain,
      ...(options.bundlerUrls?.[chain.chainId] ? { bundlerUrl: options.bundlerUrls[chain.chainId] } : {}),
      ...(options.paymasterUrls?.[chain.chainId] ? { paymasterUrl: options.paymasterUrls[chain.chainId] } : {}),
    }))
    const wallet = options.embeddedWallet
    const mailer = wallet && (wallet.mailer ?? (wallet.smtpUrl ? smtpMailer({ url: wallet.smtpUrl, from: wallet.mailFrom ?? 'Portico wallet <wallet@localhost>' }) : undefined))
    if (wallet && !mailer) throw new ServerError('bad_request', 400, 'The embedded wallet needs a mailer or an SMTP URL (PORTICO_SMTP_URL)')
    const frameServer = wallet && createAdaptorServer({ fetch: (request, env) => frameApp!.fetch(request, env), hostname: wallet.frameHost ?? host })
    let frameApp: ReturnType<typeof createFrameApp> | undefined
    let frameOrigin: string | undefined
    if (frameServer && wallet) {
      const framePort = wallet.framePort ?? (port === 0 ? 0 : port + 1)
      await listen(frameServer, framePort, wallet.frameHost ?? host)
      listening.push(frameServer)
      frameOrigin = wallet.frameOrigin ?? `http://${wallet.frameHostName ?? shown(wallet.frameHost ?? host)}:${(frameServer.address() as AddressInfo).port}`
    }
    const app = createApp({
      chains,
      ...(options.priceApi
        ? { prices: firstPrices(chainlinkPrices({ chains }), httpPrices(options.priceApi), configuredPrices()) }
        : {}),
      ...(options.tokenList ? { tokenLists: createTokenLists(undefined, await readTokenList(options.tokenList)) } : {}),
      ...(options.scamList ? { scamList: await readScamList(options.scamList) } : {}),
      activityProviders: Object.fromEntries(
        chains.flatMap((chain) => {
          const url = options.accountApiUrls?.[chain.chainId]
          return url ? [[chain.chainId, accountApiActivity({ chain, url, apiKey: options.accountApiKey })]] : []
        }),
      ),
      db: database.db,
      dialect: database.dialect,
      publicUrl: options.publicUrl,
      bodyLimit: options.bodyLimit,
      trustProxy: options.trustProxy,
      rateLimits: options.rateLimits,
      rpcLimits: options.rpcLimits,
      swapProviders: options.swapProviders,
      onrampProviders: options.onrampProviders,
      devnetSandboxOnramp: options.devnetSandboxOnramp,
      embeddedWallet: wallet && mailer && frameOrigin ? { masterKey: wallet.masterKey, mailer, frameOrigin, social: wallet.social, farcaster: wallet.farcaster } : undefined,
      exchangeProviders: options.exchangeProviders,
      sandboxExchange: options.sandboxExchange,
      sandboxExchangeMaxAmount: options.sandboxExchangeMaxAmount,
      paymaster: options.paymaster,
      ensGateway: options.ensGateway,
      ensNames: options.ensNames ?? true,
      lifecycle,
      logger: options.logger,
      metrics,
      metricsToken: options.metrics?.token,
    })
    const server = createAdaptorServer({ fetch: app.fetch, hostname: host })
    await listen(server, port, host)
    listening.push(server)
    const apiUrl = options.publicUrl ?? `http://${shown(host)}:${(server.address() as AddressInfo).port}`
    if (wallet) frameApp = createFrameApp({ db: database.db, apiUrl, dir: wallet.frameDir, rateLimits: options.rateLimits, trustProxy: typeof options.trustProxy === 'number' ? options.trustProxy : options.trustProxy ? 1 : 0 })
    // Old rate-limit counters, sign-in nonces and e-mail logins are dead weight; any instance may delete them (idempotent).
    const prune = setInterval(() => {
      pruneRateLimits(database.db, pruneAfterMs, Date.now()).catch((error: unknown) =>
        console.warn('[portico-server] pruning rate limits failed:', error),
      )
      pruneSiwx(database.db, Date.now()).catch((error: unknown) => console.warn('[portico-server] pruning sign-in nonces failed:', error))
      pruneEmbedded(database.db, Date.now()).catch((error: unknown) => console.warn('[portico-server] pruning e-mail logins failed:', error))
    }, pruneEveryMs)
    prune.unref()
    const indexChains = options.indexChains ?? []
    const indexers = chains
      .filter((chain) => indexChains.includes(chain.chainId))
      .map((chain) =>
        createIndexer({
          db: database.db,
          chain,
          pollMs: options.indexPollMs,
          startBlock: options.indexStartBlocks?.[chain.chainId],
          lease: createLease({ db: database.db, name: `indexer:${chain.chainId}`, ttlMs: options.indexLeaseMs }),
          onIndexed: options.onIndexed,
          onLag: metrics.indexerLag,
        }),
      )
    for (const indexer of indexers) indexer.start()
    const settlement = options.paymaster && createSettlementSweep({ db: database.db, chains, paymaster: resolvePaymaster(options.paymaster), everyMs: options.paymasterSettleEveryMs })
    settlement?.start()
    const address = server.address() as AddressInfo
    const shownHost = shown(host)
    // Metrics on the loopback interface only: not reachable from outside the machine (or the container).
    let metricsUrl: string | undefined
    if (options.metrics?.port !== undefined) {
      const metricsServer = createAdaptorServer({ fetch: metricsApp(metrics).fetch, hostname: '127.0.0.1' })
      await listen(metricsServer, options.metrics.port, '127.0.0.1')
      listening.push(metricsServer)
      metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`
    }
    options.logger?.info({ url: `http://${shownHost}:${address.port}`, database: database.dialect, metrics: metricsUrl ? 'loopback' : options.metrics?.token ? 'token' : 'off' }, 'listening')

    let closing: Promise<void> | undefined
    return {
      url: `http://${shownHost}:${address.port}`,
      app,
      frameUrl: frameOrigin && `${frameOrigin}/`,
      db: database.db,
      dialect: database.dialect,
      metrics,
      metricsUrl,
      indexers,
      close: () =>
        (closing ??= (async () => {
          lifecycle.drain()
          clearInterval(prune)
          await Promise.all([closeAll(listening, options.drainMs ?? 10_000), ...indexers.map((indexer) => indexer.stop()), settlement?.stop()])
          mailer?.close?.()
          await database.destroy()
        })()),
    }
  } catch (error) {
    await closeAll(listening, 0)
    await database.destroy()
    throw error
  }
}
