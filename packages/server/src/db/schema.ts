import type { Generated } from 'kysely'
import type { EmbeddedUsersTable, EmbeddedIdentitiesTable, EmbeddedWalletsTable, EmbeddedDevicesTable, EmbeddedLoginsTable, EmbeddedChallengesTable, EmbeddedSessionsTable, EmbeddedEmailChangesTable, EmbeddedSocialClientsTable, EmbeddedSocialLoginsTable, EmbeddedFarcasterLoginsTable, EmbeddedPasskeysTable, EmbeddedPasskeyChallengesTable, EmbeddedSendLimitsTable } from './embeddedSchema.ts'
import type { PaymasterAccountDaysTable, PaymasterPoliciesTable, PaymasterReservationsTable, PaymasterSweepsTable } from './paymasterSchema.ts'
export type { PaymasterAccountDaysTable, PaymasterPoliciesTable, PaymasterReservationsTable, PaymasterSweepsTable } from './paymasterSchema.ts'
export type { EmbeddedUsersTable, EmbeddedIdentitiesTable, EmbeddedWalletsTable, EmbeddedDevicesTable, EmbeddedLoginsTable, EmbeddedChallengesTable, EmbeddedSessionsTable, EmbeddedEmailChangesTable, EmbeddedSocialClientsTable, EmbeddedSocialLoginsTable, EmbeddedFarcasterLoginsTable, EmbeddedPasskeysTable, EmbeddedPasskeyChallengesTable, EmbeddedSendLimitsTable } from './embeddedSchema.ts'

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

/** An address whose transfers a chain's indexer keeps (on a chain that is not a devnet: those someone asked the history of). */
export type IndexerAddressesTable = {
  chain_id: number
  /** Lowercase. */
  address: string
  created_at: number
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
  indexer_addresses: IndexerAddressesTable
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
  embedded_social_clients: EmbeddedSocialClientsTable
  embedded_social_logins: EmbeddedSocialLoginsTable
  paymaster_policies: PaymasterPoliciesTable
  paymaster_account_days: PaymasterAccountDaysTable
  paymaster_reservations: PaymasterReservationsTable
  paymaster_sweeps: PaymasterSweepsTable
  embedded_farcaster_logins: EmbeddedFarcasterLoginsTable
  embedded_passkeys: EmbeddedPasskeysTable
  embedded_passkey_challenges: EmbeddedPasskeyChallengesTable
  embedded_send_limits: EmbeddedSendLimitsTable
}

