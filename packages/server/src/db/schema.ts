import type { Generated } from 'kysely'

/** Rows of `projects`. JSON lists and objects are stored as text so both databases read them the same way. */
export type ProjectsTable = {
  id: string
  name: string
  /** JSON `string[]`. */
  allowed_origins: string
  /** JSON `Features`. */
  features: string
  /** ms since the epoch. */
  created_at: number
}

/** Rows of `analytics_events`; `(project_id, event_id)` is unique. */
export type AnalyticsEventsTable = {
  id: Generated<number>
  project_id: string
  event_id: string
  type: string
  event: string
  url: string
  domain: string
  /** The client's `timestamp` (ms). */
  client_timestamp: number
  address: string | null
  /** JSON of the event's `props`. */
  props: string
  origin: string | null
  sdk_type: string | null
  sdk_version: string | null
  /** ms since the epoch, the server's clock. */
  received_at: number
}

/** Fixed-window counters shared by every server instance (see `hit`). */
export type RateLimitsTable = {
  key: string
  window_start: number
  count: number
}

/** The wallet list, seeded from `@portico/wallet-registry` at startup (see `seedWallets`). */
export type WalletsTable = {
  id: string
  name: string
  /** `name` lowercased, for case-insensitive search on both databases. */
  name_lower: string
  rdns: string | null
  /** JSON `string[]` of CAIP-2 ids (also in `wallet_chains` for filtering). */
  chains: string
  /** JSON `string[]`. */
  namespaces: string
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  /** JSON `{ namespace, injected_id }[]`. */
  injected: string
  /** 1 or 0. */
  supports_wc: number
  sort_order: number
  color: string | null
  /** The SVG icon, or null when the registry has none. */
  icon_svg: string | null
}

/** One row per (wallet, CAIP-2 chain) so the `chains` filter is plain SQL. */
export type WalletChainsTable = {
  wallet_id: string
  chain: string
}

/** Sign-in nonces: single use (`used_at`), expiring; bound to the account and chain they were asked for, when given. */
export type SiwxNoncesTable = {
  nonce: string
  project_id: string
  /** CAIP-2 id, or null when the nonce was asked for any chain. */
  chain_id: string | null
  /** Lowercased address, or null. */
  address: string | null
  /** The `Origin` that asked for it (the message's domain and URI must be its), or null when none was sent. */
  origin: string | null
  created_at: number
  expires_at: number
  used_at: number | null
}

/** Sign-in sessions; `id` is the SHA-256 (hex) of the session token, never the token itself. */
export type SiwxSessionsTable = {
  id: string
  project_id: string
  /** As signed (EIP-55 for eip155). */
  address: string
  /** CAIP-2 id. */
  chain_id: string
  domain: string
  message: string
  signature: string
  created_at: number
  expires_at: number
  revoked_at: number | null
}

/** A project's own chain-proxy allow-list (absent: the default list). */
export type ProjectRpcMethodsTable = {
  project_id: string
  /** JSON `string[]`. */
  methods: string
}

/** The last block the indexer stored, per chain. */
export type IndexerStateTable = {
  chain_id: number
  last_block: number
  /** Hash of `last_block`: when the chain no longer has it (a reset devnet, a reorg), the chain is indexed again. */
  last_block_hash: string
  updated_at: number
}

/** One transfer found by the indexer; `(chain_id, tx_hash, log_index)` is unique (-1: the native value). */
export type TransfersTable = {
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: number
  tx_index: number
  /** Block timestamp, ms since the epoch. */
  mined_at: number
  tx_from: string
  tx_to: string | null
  tx_nonce: number
  tx_status: 'confirmed' | 'failed'
  /** Lowercase addresses. */
  from_address: string
  to_address: string
  token_address: string | null
  token_standard: 'native' | 'erc20' | 'erc721'
  /** Decimal integer string (the value, or the NFT token id). */
  amount: string
}

/** Who runs a singleton job (e.g. `indexer:31337`) until `expires_at` (ms); see `createLease`. */
export type LeasesTable = {
  name: string
  holder: string
  expires_at: number
}

/** A registered name (see `registerName`); `name` is lowercase, `(coin_type, address_key)` and `nonce` are unique. */
export type NamesTable = {
  name: string
  /** SLIP-44 coin type (60: EVM). */
  coin_type: number
  /** As signed (EIP-55). */
  address: string
  /** Lowercase address: one name per account. */
  address_key: string
  /** CAIP-2 id the account signed on. */
  chain_id: string
  /** The project the registration came through (names themselves are server-wide). */
  project_id: string
  message: string
  signature: string
  /** The message's nonce: a registration message is accepted once. */
  nonce: string
  /** ms since the epoch. */
  created_at: number
  /** The avatar URL the signed message carried, if any. */
  avatar: string | null
}

/** A devnet sandbox on-ramp checkout (see `createSandboxCheckoutStore`); paid once: `paid_at` is set atomically. */
export type OnrampSandboxCheckoutsTable = {
  /** 32 hex digits. */
  id: string
  /** The checkout form's CSRF token. */
  csrf_token: string
  /** JSON of the `OnrampQuote` the checkout was opened for (bound: the page sends no amount). */
  quote: string
  /** Who is credited (EIP-55). */
  address: string
  /** The devnet chain credited. */
  chain_id: number
  /** ms since the epoch. */
  created_at: number
  expires_at: number
  /** When the test card paid it; null while open. */
  paid_at: number | null
}

/** An embedded-wallet user (see `docs/security.md`, the custody model). */
export type EmbeddedUsersTable = {
  id: string
  created_at: number
}

/** How a user logs in: `(provider, subject)`, e.g. `('email', 'alice@example.com')`; social logins later. */
export type EmbeddedIdentitiesTable = {
  provider: string
  /** For e-mail: the address, lowercased. */
  subject: string
  user_id: string
  created_at: number
}

/** A user's wallet; one per (user, type). `sealed_key` is the private key sealed under the master key (`sealPrivateKey`). */
export type EmbeddedWalletsTable = {
  /** EIP-55. */
  address: string
  user_id: string
  /** `eoa` (smart accounts later). */
  type: string
  /** JSON; opens only with the master key, which is never in the database. */
  sealed_key: string
  created_at: number
}

/** A device (a frame's random id, hashed) approved by the link mailed to an identity. */
export type EmbeddedDevicesTable = {
  /** `email:alice@example.com`. */
  identity: string
  /** SHA-256 (hex) of the frame's device id. */
  device_hash: string
  approved_at: number
}

/** One e-mail login attempt, from start to session. */
export type EmbeddedLoginsTable = {
  /** 128 random bits (hex): the frame's handle on this attempt. */
  id: string
  project_id: string
  /** Lowercased. */
  email: string
  device_hash: string
  /** The frame's origin that started it (the session will be bound to it). */
  frame_origin: string
  /** The host page's origin, as the frame saw it (checked against the project's list). */
  parent_origin: string | null
  /** `device` (waiting for the mailed link), `otp` (code sent), `done` (a session was made). */
  status: 'device' | 'otp' | 'done'
  /** HMAC of the device-approval link's secret, until used. */
  device_secret_mac: string | null
  /** HMAC of the current OTP code. */
  otp_mac: string | null
  otp_expires_at: number | null
  /** Wrong codes tried against the current code. */
  attempts: number
  resends: number
  created_at: number
  expires_at: number
}

/** A mailed-code check of a logged-in user: an e-mail update or a key export (see `embedded/challenges.ts`). */
export type EmbeddedChallengesTable = {
  /** 128 random bits (hex): the frame's handle on it. */
  id: string
  kind: 'update_email' | 'export_key'
  project_id: string
  user_id: string
  /** The session that asked (its token's hash): only it may go on. */
  session_id: string
  frame_origin: string
  /** The user's address when it began (the first code goes there). */
  email: string
  /** The address an update moves to (the second code goes there). */
  new_email: string | null
  /** `primary` (a code to `email`), `secondary` (a code to `new_email`), `done`. */
  step: 'primary' | 'secondary' | 'done'
  otp_mac: string | null
  otp_expires_at: number | null
  /** Wrong codes tried against the current code. */
  attempts: number
  resends: number
  created_at: number
  expires_at: number
}

/** Embedded-wallet sessions; `id` is the SHA-256 (hex) of the token, bound to a project and the frame's origin. */
export type EmbeddedSessionsTable = {
  id: string
  project_id: string
  user_id: string
  frame_origin: string
  parent_origin: string | null
  created_at: number
  expires_at: number
  revoked_at: number | null
  /** When it was last used (ms since the epoch; null: not since it was made). */
  last_seen_at: number | null
  /** The browser's User-Agent when it was made, at most 200 characters. */
  user_agent: string | null
}

/** A Sandbox Exchange payment (see `createSandboxExchangeStore`); paid once: `confirmed_at` is set by one conditional update. */
export type PaySandboxExchangePaymentsTable = {
  /** 32 hex digits. */
  id: string
  /** The sandbox page's form token. */
  csrf_token: string
  /** The project whose kit started it (only that project reads it). */
  project_id: string
  /** CAIP-19, as asked. */
  asset: string
  /** Decimal, as asked; and in smallest units (bound when it was started: the page sends no amount). */
  amount: string
  value: string
  /** The asset's symbol, for the sandbox page. */
  symbol: string
  /** The address paid (EIP-55). */
  recipient: string
  /** The devnet chain paid on. */
  chain_id: number
  /** ms since the epoch. */
  created_at: number
  expires_at: number
  /** When the visitor signed in to the sandbox page (confirming needs it). */
  signed_in_at: number | null
  /** When the visitor confirmed it on the sandbox page (it is paid once: set while null). */
  confirmed_at: number | null
  /** When the visitor or the kit cancelled it before it was confirmed. */
  cancelled_at: number | null
  /** When the devnet refused the transfer after it was confirmed. */
  failed_at: number | null
  /** The transfer, once sent. */
  tx_hash: string | null
}

/** Rows of `sender_nonces`: the next nonce this server gives an address it sends from, per chain (see `sendSerialized`). */
export type SenderNoncesTable = {
  chain_id: number
  /** Lower-case hex. */
  address: string
  next_nonce: number
  /** ms since the epoch. */
  updated_at: number
}

/** Rows of `embedded_email_changes`: a wallet's e-mail change, undoable for 48 h by the link mailed to the old address. */
export type EmbeddedEmailChangesTable = {
  id: string
  user_id: string
  old_email: string
  new_email: string
  /** MAC (under the master key) of the undo link's secret. */
  undo_mac: string
  /** ms since the epoch. */
  created_at: number
  undo_until: number
  undone_at: number | null
}

export type Database = {
  projects: ProjectsTable
  analytics_events: AnalyticsEventsTable
  rate_limits: RateLimitsTable
  wallets: WalletsTable
  wallet_chains: WalletChainsTable
  siwx_nonces: SiwxNoncesTable
  siwx_sessions: SiwxSessionsTable
  project_rpc_methods: ProjectRpcMethodsTable
  indexer_state: IndexerStateTable
  transfers: TransfersTable
  leases: LeasesTable
  names: NamesTable
  onramp_sandbox_checkouts: OnrampSandboxCheckoutsTable
  embedded_users: EmbeddedUsersTable
  embedded_identities: EmbeddedIdentitiesTable
  embedded_wallets: EmbeddedWalletsTable
  embedded_devices: EmbeddedDevicesTable
  embedded_logins: EmbeddedLoginsTable
  embedded_sessions: EmbeddedSessionsTable
  embedded_challenges: EmbeddedChallengesTable
  pay_sandbox_exchange_payments: PaySandboxExchangePaymentsTable
  sender_nonces: SenderNoncesTable
  embedded_email_changes: EmbeddedEmailChangesTable
}

