import type { Address } from 'viem'

/** Permit2's address (Uniswap's deployment, the same on every chain; the devnet has it too). */
export const permit2Address: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
/** uint160's maximum as a decimal string: Permit2's "unlimited" amount. */
export const permit2Unlimited = (2n ** 160n - 1n).toString()

/** Permit2's EIP-712 types, as its contract hashes them (`IAllowanceTransfer`'s PERMIT_SINGLE / PERMIT_BATCH typehashes). */
export const permit2Types = {
  EIP712Domain: [
    { name: 'name', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ],
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ],
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
  PermitBatch: [
    { name: 'details', type: 'PermitDetails[]' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
}

/** One token's allowance in a permit: `amount` (default unlimited), `expiration` in seconds (default uint48's maximum: no end). */
export type Permit2Details = { token: Address; amount?: string; expiration?: string; nonce?: string }

type Overrides = { domain?: object; types?: object; chainId?: number; sigDeadline?: string }

const details = ({ token, amount = permit2Unlimited, expiration = '281474976710655', nonce = '0' }: Permit2Details) => ({ token, amount, expiration, nonce })
const { EIP712Domain, PermitDetails, PermitSingle, PermitBatch } = permit2Types

/**
 * A Permit2 `PermitSingle` letting `spender` spend `token` (unlimited unless `amount` says), as
 * `eth_signTypedData_v4` takes it (JSON.stringify it for the wallet), on chain 31337 unless told;
 * `domain` and `types` override parts of it (a test of a message that is not Permit2's).
 */
export function permit2Single({ spender, ...permit }: Permit2Details & { spender: Address }, overrides: Overrides = {}) {
  return {
    types: { EIP712Domain, PermitDetails, PermitSingle, ...overrides.types },
    primaryType: 'PermitSingle',
    domain: { name: 'Permit2', chainId: overrides.chainId ?? 31337, verifyingContract: permit2Address, ...overrides.domain },
    message: { details: details(permit), spender, sigDeadline: overrides.sigDeadline ?? '1800000000' },
  }
}

/** A Permit2 `PermitBatch`: one allowance per entry of `tokens`, all for `spender` (see `permit2Single`). */
export function permit2Batch({ spender, tokens }: { spender: Address; tokens: Permit2Details[] }, overrides: Overrides = {}) {
  return {
    types: { EIP712Domain, PermitDetails, PermitBatch, ...overrides.types },
    primaryType: 'PermitBatch',
    domain: { name: 'Permit2', chainId: overrides.chainId ?? 31337, verifyingContract: permit2Address, ...overrides.domain },
    message: { details: tokens.map(details), spender, sigDeadline: overrides.sigDeadline ?? '1800000000' },
  }
}
