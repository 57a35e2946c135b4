import { type Address, zeroAddress } from 'viem'
import { SIMULATE_MAX_TYPED_DATA_BYTES } from '@portico/core/contract'
import type { ChainConfig } from '../../chains/chains.ts'
import { clearSignTypedData } from '../../clearSigning/clearSign.ts'
import { ClearSigningError } from '../../clearSigning/errors.ts'
import type { ClearSigningRegistry } from '../../clearSigning/registry.ts'
import { findWarnings } from '../../simulate/findWarnings.ts'
import type { AppDeps } from '../types.ts'

/**
 * `POST /v1/simulate` with `typedData` → `{ chainId, status: 'message', decoded, warnings }`: the
 * EIP-712 message in words with the server's ERC-7730 descriptors (null when none knows it) and, for
 * each address its descriptor says must be a contract (a Permit or Permit2 spender), the warnings
 * `findWarnings` gives an approval to it: no code on the chain (`spender_not_contract`, a danger), on
 * the scam list, deployed minutes ago.
 *
 * @throws {ClearSigningError} for typed data over `SIMULATE_MAX_TYPED_DATA_BYTES`, malformed, with too many values or too deep (400).
 */
export async function answerTypedData(deps: AppDeps, { registry, chain, from, typedData }: { registry: ClearSigningRegistry; chain: ChainConfig; from: Address; typedData: unknown }) {
  if (JSON.stringify(typedData).length > SIMULATE_MAX_TYPED_DATA_BYTES) {
    throw new ClearSigningError({ reason: 'too_large', message: `More than ${SIMULATE_MAX_TYPED_DATA_BYTES} bytes of typed data` })
  }
  const { decoded, contracts, tokens } = await clearSignTypedData({ registry, chain, tokens: deps.tokenLists.get(chain.chainId) }, typedData)
  const token = tokens[0] ?? zeroAddress
  const warnings = await findWarnings({
    chain,
    db: deps.db,
    from,
    targets: [],
    approvals: contracts.map((spender) => ({ kind: 'erc20' as const, token, spender, amount: 1n, unlimited: false })),
    recipients: [],
    assets: [],
    scamList: deps.scamList,
    fetchImpl: deps.fetch,
  })
  return { chainId: `eip155:${chain.chainId}`, status: 'message' as const, decoded, warnings }
}
