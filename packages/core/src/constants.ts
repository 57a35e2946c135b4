/**
 * Portico's business constants (product spec §9, plus the shake duration of §4), each used by the
 * code that applies it. Durations end in `_MS`. They are not part of the public API; a spec value
 * joins here with the feature that needs it.
 */
import { version } from './version'

// ─── UI timing ──────────────────────────────────────────────────────────────────────────────────

/** How long the modal shakes (spec §4). */
export const SHAKE_DURATION_MS = 500

// ─── Limits ─────────────────────────────────────────────────────────────────────────────────────

/** At most this many error reports… */
export const ERROR_REPORTS_PER_WINDOW = 5
/** …per this window. */
export const ERROR_REPORT_WINDOW_MS = 60_000
/** After a failed token-balance fetch, no retry before this. */
export const TOKEN_BALANCE_RETRY_MS = 30_000
/** Most pending transactions tracked. */
export const PENDING_TRANSACTIONS_LIMIT = 99

// ─── Formatting ─────────────────────────────────────────────────────────────────────────────────

/** Decimals of a token quantity. */
export const TOKEN_QUANTITY_DECIMALS = 3
/** Decimals of a displayed balance. */
export const BALANCE_DECIMALS = 3
/** Default decimals of `formatNumber`. */
export const DEFAULT_FORMAT_DECIMALS = 2
/** Characters kept at the start of a truncated address, `0x` included. */
export const ADDRESS_TRUNCATE_START = 4
/** Characters kept at the end of a truncated address. */
export const ADDRESS_TRUNCATE_END = 6

// ─── Cache lifetimes ────────────────────────────────────────────────────────────────────────────

export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** A name resolved to its account (name lookup) is kept this long. */
export const NAME_CACHE_MS = 300_000
/** An account's identity (its name, from the reverse lookup) is kept this long. */
export const IDENTITY_CACHE_MS = 300_000

// ─── Swaps and names ────────────────────────────────────────────────────────────────────────────

/**
 * The networks swaps work on (spec §9: the 12 listed networks of §1): Ethereum, Optimism,
 * Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora. Elsewhere:
 * 'Network not supported for Swaps' (a Portico server may add its local devnet).
 */
export const SWAP_NETWORKS = [
  'eip155:1',
  'eip155:10',
  'eip155:42161',
  'eip155:137',
  'eip155:42220',
  'eip155:1313161554',
  'eip155:56',
  'eip155:43114',
  'eip155:324',
  'eip155:100',
  'eip155:8453',
  'eip155:7777777',
] as const
/** Default swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** Delay before the swap toast shows. */
export const TOAST_SWAP_DELAY_MS = 150
/** On-ramp limits by payment method, in USD (spec §9): card 10 to 7,500, bank account 10 to 25,000. */
export const ONRAMP_LIMITS_USD = {
  card: { min: 10, max: 7_500 },
  bank: { min: 10, max: 25_000 },
} as const
/** The fee an on-ramp provider may take, in percent of the amount (spec §9: 1 to 2 %). */
export const ONRAMP_PROVIDER_FEE_PERCENT = { min: 1, max: 2 } as const
/**
 * Time zones where the on-ramp is hidden (spec §9: mainland China and Hong Kong), with their IANA
 * aliases.
 */
export const ONRAMP_RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
] as const
/** Shortest name an account may register (letters, digits and hyphens). */
export const NAME_MIN_LENGTH = 4
/** Longest name (a DNS label's limit). */
export const NAME_MAX_LENGTH = 63

// ─── Pairing and wallets ────────────────────────────────────────────────────────────────────────

/** A relay pairing expires this long after it is created… */
export const PAIRING_EXPIRY_MS = 240_000
/** …and counts as expired this long before that. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** Most recent wallets remembered. */
export const RECENT_WALLETS_MAX = 2
/** Wallets fetched per page of the wallet list. */
export const WALLETS_PAGE_SIZE = 40
/** Recommended wallets shown. */
export const RECOMMENDED_WALLETS_COUNT = 4
/** Results asked for by a wallet search. */
export const SEARCH_RESULTS_MAX = 100

// ─── Defaults and orders ────────────────────────────────────────────────────────────────────────

/** Social logins offered by default, in order (the server's project defaults). */
export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
/** Order of the wallet features in the account view. */
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
/** Order of the connector groups in the connect view (a user order goes first; empty groups drop out). */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/** Sdk version label sent to the backends (`sv`): the kit's own name and version (the spec's AppKit label, 'html-wagmi-4.2.2', names another product). */
export const DEFAULT_SDK_VERSION = `portico-${version}`
/**
 * The account type a namespace's accounts get unless the app says otherwise (spec §9): eip155
 * smart account (where the wallet supports one), bip122 payment, solana and polkadot EOA.
 */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  bip122: 'payment',
  solana: 'eoa',
  polkadot: 'eoa',
} as const
/** The default network (CAIP-2). */
export const DEFAULT_CHAIN_ID = 'eip155:1'
