/**
 * Portico's business constants (product spec §9, plus the shake duration of §4). Durations end
 * in `_MS`, sizes in `_BYTES`, money in `_USD`, shares in `_PERCENT`.
 *
 * @example
 * import { FRAME_LOAD_TIMEOUT_MS } from '@portico/core'
 * setTimeout(onFrameTimeout, FRAME_LOAD_TIMEOUT_MS)
 */

// ─── Embedded-wallet frame ──────────────────────────────────────────────────────────────────────

/** How long the embedded-wallet frame gets to send its ready event. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Timeout of the frame's connect requests: e-mail, device, OTP, social, social redirect URI. */
export const FRAME_CONNECT_REQUEST_TIMEOUT_MS = 120_000
/** Pause after the frame is ready before syncing dapp data. */
export const FRAME_READY_DELAY_MS = 500
/** Longest wait for the frame's sign-out on disconnect. */
export const SIGN_OUT_TIMEOUT_MS = 3000

// ─── UI timing ──────────────────────────────────────────────────────────────────────────────────

/** How long the modal shakes (spec §4). */
export const SHAKE_DURATION_MS = 500
/** Delay before one toast replaces another. */
export const TOAST_SWAP_DELAY_MS = 150
/** Longest wait for an image to preload. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000

// ─── Limits and polling ─────────────────────────────────────────────────────────────────────────

/** At most this many error reports… */
export const ERROR_REPORTS_PER_WINDOW = 5
/** …per this window. */
export const ERROR_REPORT_WINDOW_MS = 60_000
/** After a failed token-balance fetch, no retry before this. */
export const TOKEN_BALANCE_RETRY_MS = 30_000
/** Most pending transactions tracked. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** Polling interval of the fallback RPC transport. */
export const RPC_FALLBACK_POLLING_MS = 4000
/** Size of the in-memory log buffer. */
export const LOG_BUFFER_BYTES = 1_024_000

// ─── On-ramp ────────────────────────────────────────────────────────────────────────────────────

/** Default card purchase limits. */
export const ONRAMP_CARD_MIN_USD = 10
export const ONRAMP_CARD_MAX_USD = 7500
/** Default bank-account purchase limits. */
export const ONRAMP_BANK_ACCOUNT_MIN_USD = 10
export const ONRAMP_BANK_ACCOUNT_MAX_USD = 25_000
/** Provider fee range. */
export const ONRAMP_PROVIDER_FEE_MIN_PERCENT = 1
export const ONRAMP_PROVIDER_FEE_MAX_PERCENT = 2

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
/** What a testnet portfolio value always shows. */
export const TESTNET_PORTFOLIO_VALUE = '0.00'

// ─── Cache lifetimes ────────────────────────────────────────────────────────────────────────────

export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const NAME_CACHE_MS = 300_000
export const IDENTITY_CACHE_MS = 300_000

// ─── E-mail ─────────────────────────────────────────────────────────────────────────────────────

/** A new e-mail login is refused this soon after the previous one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** E-mails longer than this are truncated for display. */
export const EMAIL_TRUNCATE_LENGTH = 30

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

// ─── Swaps ──────────────────────────────────────────────────────────────────────────────────────

/** Swap slippage tolerance. */
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1

// ─── Defaults and orders ────────────────────────────────────────────────────────────────────────

/** Social logins offered by default, in order. */
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
/** Default account type per namespace (namespaces not listed have none). */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  bip122: 'payment',
  solana: 'eoa',
  polkadot: 'eoa',
} as const
/**
 * Time zones of mainland China and Hong Kong/Macau. The spec does not say what they change; this
 * is the list only — any feature gating must be decided and documented where it is used.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Hong_Kong',
  'Asia/Macao',
  'Asia/Beijing',
] as const
/** Sdk version label sent to the backends (`sv`). */
export const DEFAULT_SDK_VERSION = 'html-wagmi-4.2.2'
/** The default network (CAIP-2). */
export const DEFAULT_CHAIN_ID = 'eip155:1'
