// The paymaster's tables (see `src/paymaster`); `Database` in schema.ts joins them.
/** Rows of `paymaster_policies`: one per project that has one (none reads as sponsorship off). Wei as decimal text. */
export type PaymasterPoliciesTable = {
  project_id: string
  /** 1 or 0. */
  enabled: number
  /** JSON `number[]`: the chain ids sponsored. */
  chains: string
  /** JSON `string[]` of checksummed addresses, or null: any target. */
  targets: string | null
  account_daily_cap: string
  budget: string
  /** Reserved so far (the max gas cost of every UserOperation signed for). */
  spent: string
  updated_at: number
  /** 1 or 0: the kit's Safe (Safe 1.4.1 with the Safe 4337 module) is sponsored. */
  safe_accounts: number
  /** JSON `string[]`: factories (checksummed) whose new accounts are sponsored. */
  account_factories: string
  /** JSON `string[]`: code hashes (lowercase) of deployed accounts sponsored. */
  account_code_hashes: string
  /** Wei, decimal: the most `maxPriorityFeePerGas` signed for. */
  max_priority_fee_per_gas: string
  /** `maxFeePerGas` may be at most this % of the chain's base fee plus `max_priority_fee_per_gas`. */
  base_fee_percent: number
}

/** Rows of `paymaster_account_days`: what one account reserved on one UTC day (`YYYY-MM-DD`). */
export type PaymasterAccountDaysTable = {
  project_id: string
  sender: string
  day: string
  spent: string
}

/**
 * Rows of `paymaster_reservations`: one per signature. A project's charge for one (chain, sender,
 * nonce) is the largest max cost among its open signatures for it (only one can land): each row's
 * `charged` is what it added to that.
 */
export type PaymasterReservationsTable = {
  /** The EntryPoint v0.7 userOpHash of the UserOperation signed for (`legacy:…` for rows before 0022); the key with `project_id`. */
  op_hash: string
  project_id: string
  chain_id: number
  sender: string
  /** Decimal. */
  nonce: string
  max_cost: string
  /** Decimal wei this signature added to the project's spent and the account's day. */
  charged: string
  /** Unix seconds: the signature's validUntil. */
  valid_until: number
  created_at: number
  /** Decimal wei, once settled: what of `charged` the row keeps (its share of the landed cost; '0' when it never landed). */
  actual_cost: string | null
  /** ms, once settled (`settleSponsorships`). */
  settled_at: number | null
}

/** Rows of `paymaster_sweeps`: per chain, the last block the settlement sweep has read, and its time. */
export type PaymasterSweepsTable = {
  chain_id: number
  /** Decimal block number. */
  last_block: string
  /** Unix seconds: that block's timestamp. */
  last_block_time: number
  updated_at: number
}
