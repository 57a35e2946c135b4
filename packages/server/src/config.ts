import type { EnsGatewayConfig } from './ens/ensGatewayConfig.ts'
import { z } from 'zod'
import { parseRpcUrls } from './chains/chains.ts'
import { readHexKeyFile, readKeyFile } from './config/keyFiles.ts'
import { ConfigError, PublicUrlRequiredError } from './errors.ts'
import { parseMasterKey } from './embedded/masterKey.ts'
import { summarizeIssues } from './utils/badRequest.ts'

/** The server's settings, read from the environment by `loadConfig`. */
export type ServerConfig = {
  /** `HOST`, default `127.0.0.1`. */
  host: string
  /** `PORT`, default 8787; 0 picks a free port. */
  port: number
  /** `DATABASE_URL` (`postgres://…`): use Postgres instead of SQLite. */
  databaseUrl: string | undefined
  /** `PORTICO_SQLITE_PATH`, default `./.data/portico.sqlite` (relative to the working directory); `:memory:` allowed. */
  sqlitePath: string
  /**
   * `PORTICO_PUBLIC_URL`: base of absolute links (wallet images). Default: derived from each request;
   * required when the embedded wallet is on (its mail links are built from it alone).
   */
  publicUrl: string | undefined
  /** `PORTICO_BODY_LIMIT`: the largest request body in bytes, default 65536. */
  bodyLimit: number
  /**
   * `PORTICO_TRUST_PROXY`: how many proxies in front append to `X-Forwarded-For` (`0`-`10`; `true` is
   * 1, `false` 0, the default: the header is ignored).
   */
  trustProxy: number
  /** `PORTICO_RPC_URLS` (`chainId=url,…`): chain RPC upstreams over the defaults (the spec's public chains). */
  rpcUrls: Record<number, string>
  /**
   * `PORTICO_ACCOUNT_API_URLS` (`chainId=url,…`): Etherscan-compatible account APIs (Blockscout's
   * `<explorer>/api`, Etherscan's `https://api.etherscan.io/v2/api`) a chain's history comes from;
   * `PORTICO_ACCOUNT_API_KEY`: the key sent to them (`apikey=`), if they want one.
   */
  accountApiUrls: Record<number, string>
  accountApiKey: string | undefined
  /**
   * `PORTICO_PRICE_API_URL` and `PORTICO_PRICE_API_KEY`: a CoinGecko-compatible price API asked for
   * the tokens no Chainlink feed prices (`httpPrices`); both or neither.
   */
  priceApi: { url: string; apiKey: string } | undefined
  /** `PORTICO_TOKEN_LIST` (a file path or an http(s) URL, Uniswap token-list format): replaces the shipped token lists of the chains it covers. */
  tokenList: string | undefined
  /** `PORTICO_SCAM_LIST` (a file path or an http(s) URL: a JSON array of addresses, see `parseScamList`): warned about by `POST /v1/simulate`. */
  scamList: string | undefined
  /** `PORTICO_BUNDLER_URLS` (`chainId=url,…`): ERC-4337 bundlers; the embedded wallet offers its smart account on these chains. */
  bundlerUrls: Record<number, string>
  /** `PORTICO_PAYMASTER_URLS` (`chainId=url,…`): ERC-7677 paymaster services that sponsor the smart account's gas. */
  paymasterUrls: Record<number, string>
  /** `PORTICO_DRAIN_MS`: on SIGTERM/SIGINT, how long requests in flight may finish (0 to 120000), default 10000. */
  drainMs: number
  /**
   * Prometheus metrics, off the public port by default: `PORTICO_METRICS_PORT` serves `/metrics` on
   * 127.0.0.1 at that port; `PORTICO_METRICS_TOKEN` (at least 32 characters) serves it on the public
   * port to `Authorization: Bearer <token>` only. Neither: no `/metrics`.
   */
  metrics: { port: number | undefined; token: string | undefined }
  /** `PORTICO_LOG_LEVEL`: the JSON logs' level (`fatal`, `error`, `warn`, `info`, `debug`, `silent`), default `info`. */
  logLevel: LogLevel
  /** `PORTICO_DEVNET` (`1`/`true`): also serve the local devnet chains 31337/31338 at 127.0.0.1:8545/8546. */
  devnet: boolean
  /** `PORTICO_INDEX_CHAINS` (`31337,31338`, or `none`): chains the activity indexer follows; default the devnet chains served. */
  indexChains: number[] | undefined
  /**
   * `PORTICO_INDEX_START_BLOCKS` (`1:21000000,8453:22000000`): where the indexer starts on a chain with
   * no progress yet; default block 0 on a devnet, the head at its first step on any other chain.
   */
  indexStartBlocks: Record<number, number> | undefined
  /**
   * The embedded wallet, on when a master key is set (it then needs an SMTP URL and `PORTICO_PUBLIC_URL`):
   * `PORTICO_WALLET_MASTER_KEY` (64 hex or base64) or `PORTICO_WALLET_MASTER_KEY_FILE`, `PORTICO_SMTP_URL`, `PORTICO_MAIL_FROM`,
   * `PORTICO_FRAME_PORT` (default PORT + 1), `PORTICO_FRAME_ORIGIN` (the frame's public origin behind a proxy).
   */
  /**
   * The paymaster service, on when `PORTICO_PAYMASTER_SIGNER_KEY` (0x + 64 hex; or `_FILE`) is set: the
   * verifying signer's key, and `PORTICO_PAYMASTERS` (`chainId=address,…`), the VerifyingPaymaster per chain.
   */
  paymaster: { signer: `0x${string}`; paymasters: Record<number, `0x${string}`> } | undefined
  /**
   * The ENS gateway for Portico names, on when `PORTICO_ENS_PARENT_NAME` is set (e.g. `portico.eth`, a name
   * the operator owns); it then needs `PORTICO_ENS_SIGNER_KEY` (0x + 64 hex; or `_FILE`), whose address the
   * offchain resolver trusts, and `PORTICO_ENS_RESOLVER`, that resolver's address.
   */
  ensGateway: EnsGatewayConfig | undefined
  /** `PORTICO_ENS_NAMES` (default 1): ENS names in the name service, read on a served Ethereum chain. */
  ensNames: boolean
  embeddedWallet:
    | { masterKey: string; smtpUrl: string; mailFrom: string | undefined; framePort: number | undefined; frameOrigin: string | undefined }
    | undefined
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export const defaultSqlitePath = './.data/portico.sqlite'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const integer = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, `${name} must be a whole number`)
      .transform(Number)
      .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
      .default(fallback),
  )

const envSchema = z.object({
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  PORT: integer('PORT', 0, 65_535, 8787),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PORTICO_SQLITE_PATH: z.preprocess(emptyToUndefined, z.string().default(defaultSqlitePath)),
  PORTICO_PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'PORTICO_PUBLIC_URL must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  PORTICO_METRICS_PORT: z.preprocess(emptyToUndefined, z.string().regex(/^\d+$/, 'PORTICO_METRICS_PORT must be a whole number').transform(Number).pipe(z.number().int().min(1, 'PORTICO_METRICS_PORT must be at least 1').max(65_535)).optional()),
  PORTICO_METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().regex(/^[\x21-\x7e]{32,512}$/, 'PORTICO_METRICS_TOKEN must be 32 to 512 printable characters, no spaces').optional()),
  PORTICO_LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(logLevels, { error: `PORTICO_LOG_LEVEL must be one of ${logLevels.join(', ')}` }).default('info')),
  PORTICO_DRAIN_MS: integer('PORTICO_DRAIN_MS', 0, 120_000, 10_000),
  PORTICO_BODY_LIMIT: integer('PORTICO_BODY_LIMIT', 1, 100 * 1024 * 1024, 65_536),
  PORTICO_TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(true|false|\d|10)$/, 'PORTICO_TRUST_PROXY must be the number of proxies in front (0 to 10), true (1) or false (0)')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .default(0),
  ),
  PORTICO_DEVNET: z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false'], { error: 'PORTICO_DEVNET must be 1, 0, true or false' })
      .transform((value) => value === '1' || value === 'true')
      .default(false),
  ),
  PORTICO_RPC_URLS: chainUrls(),
  PORTICO_BUNDLER_URLS: chainUrls(),
  PORTICO_ACCOUNT_API_URLS: chainUrls(),
  PORTICO_ACCOUNT_API_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  PORTICO_TOKEN_LIST: z.preprocess(emptyToUndefined, z.string().max(2000).optional()),
  PORTICO_SCAM_LIST: z.preprocess(emptyToUndefined, z.string().max(2000).optional()),
  PORTICO_PRICE_API_URL: z.preprocess(emptyToUndefined, z.string().url('PORTICO_PRICE_API_URL must be a URL').optional()),
  PORTICO_PRICE_API_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  PORTICO_PAYMASTER_URLS: chainUrls(),
  PORTICO_WALLET_MASTER_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  PORTICO_WALLET_MASTER_KEY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  PORTICO_SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'PORTICO_SMTP_URL must be an smtp:// or smtps:// URL').optional()),
  PORTICO_MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(320).optional()),
  PORTICO_FRAME_PORT: z.preprocess(emptyToUndefined, z.string().regex(/^\d+$/, 'PORTICO_FRAME_PORT must be a whole number').transform(Number).pipe(z.number().int().max(65_535)).optional()),
  PORTICO_FRAME_ORIGIN: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'PORTICO_FRAME_ORIGIN must be an http(s) URL' }).optional()),
  PORTICO_PAYMASTER_SIGNER_KEY: z.preprocess(emptyToUndefined, z.string().trim().regex(/^0x[0-9a-fA-F]{64}$/, 'PORTICO_PAYMASTER_SIGNER_KEY must be 0x and 64 hex characters').optional()),
  PORTICO_PAYMASTER_SIGNER_KEY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  PORTICO_ENS_PARENT_NAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/, 'PORTICO_ENS_PARENT_NAME must be a normalized ENS name such as portico.eth')
      .optional(),
  ),
  PORTICO_ENS_NAMES: z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false'], { error: 'PORTICO_ENS_NAMES must be 1, 0, true or false' })
      .transform((value) => value === '1' || value === 'true')
      .default(true),
  ),
  PORTICO_ENS_SIGNER_KEY: z.preprocess(emptyToUndefined, z.string().trim().regex(/^0x[0-9a-fA-F]{64}$/, 'PORTICO_ENS_SIGNER_KEY must be 0x and 64 hex characters').optional()),
  PORTICO_ENS_SIGNER_KEY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  PORTICO_ENS_RESOLVER: z.preprocess(emptyToUndefined, z.string().trim().regex(/^0x[0-9a-fA-F]{40}$/, 'PORTICO_ENS_RESOLVER must be an address (0x and 40 hex characters)').optional()),
  PORTICO_PAYMASTERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+=0x[0-9a-fA-F]{40}(,\d+=0x[0-9a-fA-F]{40})*$/, 'PORTICO_PAYMASTERS must be chainId=address pairs separated by commas')
      .transform((value) => Object.fromEntries(value.split(',').map((pair) => pair.split('=') as [string, `0x${string}`])))
      .optional(),
  ),
  PORTICO_INDEX_CHAINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(none|\d+(,\d+)*)$/, 'PORTICO_INDEX_CHAINS must be chain ids separated by commas, or none')
      .transform((value) => (value === 'none' ? [] : value.split(',').map(Number)))
      .optional(),
  ),
  PORTICO_INDEX_START_BLOCKS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,15}:\d{1,15}(,\d{1,15}:\d{1,15})*$/, 'PORTICO_INDEX_START_BLOCKS must be chainId:block pairs separated by commas')
      .transform((value) => Object.fromEntries(value.split(',').map((pair) => pair.split(':').map(Number) as [number, number])))
      .optional(),
  ),
})

/**
 * Reads the server's settings from `env` (default `process.env`).
 *
 * @throws {ConfigError} naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    throw new ConfigError(`Invalid environment: ${summarizeIssues(result.error)}`, { details: result.error.issues })
  }
  const { data } = result
  const masterKey = data.PORTICO_WALLET_MASTER_KEY ?? (data.PORTICO_WALLET_MASTER_KEY_FILE ? readKeyFile(data.PORTICO_WALLET_MASTER_KEY_FILE) : undefined)
  if (masterKey) parseMasterKey(masterKey)
  if (masterKey && !data.PORTICO_SMTP_URL) throw new ConfigError('Invalid environment: the embedded wallet (a master key is set) needs PORTICO_SMTP_URL')
  if (masterKey && !data.PORTICO_PUBLIC_URL) throw new PublicUrlRequiredError()
  const signerKey = data.PORTICO_PAYMASTER_SIGNER_KEY ?? (data.PORTICO_PAYMASTER_SIGNER_KEY_FILE ? readHexKeyFile(data.PORTICO_PAYMASTER_SIGNER_KEY_FILE, 'PORTICO_PAYMASTER_SIGNER_KEY_FILE') : undefined)
  if (signerKey && !data.PORTICO_PAYMASTERS) throw new ConfigError('Invalid environment: the paymaster (a signer key is set) needs PORTICO_PAYMASTERS')
  const ensSignerKey =
    data.PORTICO_ENS_SIGNER_KEY ?? (data.PORTICO_ENS_SIGNER_KEY_FILE ? readHexKeyFile(data.PORTICO_ENS_SIGNER_KEY_FILE, 'PORTICO_ENS_SIGNER_KEY_FILE') : undefined)
  if (data.PORTICO_ENS_PARENT_NAME && (!ensSignerKey || !data.PORTICO_ENS_RESOLVER)) {
    throw new ConfigError('Invalid environment: the ENS gateway (PORTICO_ENS_PARENT_NAME is set) needs PORTICO_ENS_SIGNER_KEY and PORTICO_ENS_RESOLVER')
  }
  return {
    host: data.HOST,
    port: data.PORT,
    databaseUrl: data.DATABASE_URL,
    sqlitePath: data.PORTICO_SQLITE_PATH,
    publicUrl: data.PORTICO_PUBLIC_URL,
    bodyLimit: data.PORTICO_BODY_LIMIT,
    drainMs: data.PORTICO_DRAIN_MS,
    metrics: { port: data.PORTICO_METRICS_PORT, token: data.PORTICO_METRICS_TOKEN },
    logLevel: data.PORTICO_LOG_LEVEL,
    trustProxy: data.PORTICO_TRUST_PROXY,
    rpcUrls: data.PORTICO_RPC_URLS,
    bundlerUrls: data.PORTICO_BUNDLER_URLS,
    accountApiUrls: data.PORTICO_ACCOUNT_API_URLS,
    accountApiKey: data.PORTICO_ACCOUNT_API_KEY,
    tokenList: data.PORTICO_TOKEN_LIST,
    scamList: data.PORTICO_SCAM_LIST,
    priceApi: data.PORTICO_PRICE_API_URL && data.PORTICO_PRICE_API_KEY ? { url: data.PORTICO_PRICE_API_URL, apiKey: data.PORTICO_PRICE_API_KEY } : undefined,
    paymasterUrls: data.PORTICO_PAYMASTER_URLS,
    devnet: data.PORTICO_DEVNET,
    indexChains: data.PORTICO_INDEX_CHAINS,
    ensNames: data.PORTICO_ENS_NAMES,
    ensGateway:
      data.PORTICO_ENS_PARENT_NAME && ensSignerKey && data.PORTICO_ENS_RESOLVER
        ? { parentName: data.PORTICO_ENS_PARENT_NAME, signerKey: ensSignerKey as `0x${string}`, resolverAddress: data.PORTICO_ENS_RESOLVER as `0x${string}` }
        : undefined,
    indexStartBlocks: data.PORTICO_INDEX_START_BLOCKS,
    paymaster: signerKey && data.PORTICO_PAYMASTERS ? { signer: signerKey as `0x${string}`, paymasters: data.PORTICO_PAYMASTERS } : undefined,
    embeddedWallet:
      masterKey && data.PORTICO_SMTP_URL
        ? { masterKey, smtpUrl: data.PORTICO_SMTP_URL, mailFrom: data.PORTICO_MAIL_FROM, framePort: data.PORTICO_FRAME_PORT, frameOrigin: data.PORTICO_FRAME_ORIGIN }
        : undefined,
  }
}

/** A `chainId=url,…` list (the RPC upstreams' syntax), by chain id. */
function chainUrls() {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value, ctx) => {
        const parsed = parseRpcUrls(value)
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error })
          return z.NEVER
        }
        return parsed.rpcUrls
      }),
  )
}
