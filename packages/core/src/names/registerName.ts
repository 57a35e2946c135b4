import { chainSupports } from '../kit/chainRules'
import { RegisterNameFailedError } from './errors'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import { isValidAvatarUrl } from './avatarUrl'
import { formatNameRegistrationMessage } from './nameRegistrationMessage'
import { nameProblem, normalizeName } from './validateName'
import type { NameRecord } from './types'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { nameCache } from './nameCache'
import { evmCoinType, requireServer, publishIdentity } from './nameServer'
import type { ServerNotConfiguredErrorType } from '../server/errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { RegisterNameFailedErrorType } from './errors'
import type { WalletErrorFromCauseErrorType } from '../errors/walletErrorFromCause'
import type { RequireConnectionErrorType } from '../connection/requireConnection'

/** Sixteen random hex characters: the registration message's single-use nonce. */
function randomNonce(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export type RegisterNameParameters = { name: string; avatar?: string | undefined }

export type RegisterNameReturnType = NameRecord

/** What `registerName` can throw (by `name`). */
export type RegisterNameErrorType =
  | RegisterNameFailedErrorType
  | RequireConnectionErrorType
  | ServerNotConfiguredErrorType
  | WalletErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

/**
 * Registers `name` (and, optionally, an `avatar` image URL, http(s)) for the connected EVM account:
 * checks it (letters, digits and hyphens, at least 4 characters), asks the wallet to sign the registration message (account, coin type 60, network,
 * project, time, nonce) and sends it to the server, which checks the signature. The account's name
 * is then known at once (no stale identity cache).
 *
 * @throws {RegisterNameFailedError} 'Error registering name': `reason` is `invalid_name` or `invalid_avatar` (refused before
 *   the wallet is asked) or the server's code (`name_taken` with `suggestions`, `name_account_has_name`…).
 * @throws a wallet error (e.g. `UserRejectedRequestError`) when the wallet does not sign.
 */
export async function registerName(ctx: KitContext, { name, avatar }: RegisterNameParameters): Promise<RegisterNameReturnType> {
  const normalized = normalizeName(name)
  if (nameProblem(normalized)) throw new RegisterNameFailedError({ name, reason: 'invalid_name' })
  if (avatar !== undefined && !isValidAvatarUrl(avatar)) throw new RegisterNameFailedError({ name, reason: 'invalid_avatar' })
  const { adapter, connection, address, network } = requireConnection(ctx)
  if (!chainSupports(ctx, 'names', network.chainNamespace)) throw new RegisterNameFailedError({ name, cause: new Error(`Names are registered for EVM accounts, not ${network.chainNamespace}`) })
  const client = requireServer(ctx, 'Names')
  const message = formatNameRegistrationMessage({
    name: normalized,
    address,
    coinType: evmCoinType,
    chainId: network.caipNetworkId,
    projectId: client.projectId,
    ...(avatar !== undefined ? { avatar } : {}),
    issuedAt: new Date().toISOString(),
    nonce: randomNonce(),
  })
  let signature: string
  try {
    signature = await adapter.signMessage({ connectorId: connection.connectorId, address, message })
  } catch (cause) {
    throw walletErrorFromCause(cause)
  }
  let record: NameRecord
  try {
    record = (await client.registerName({ coinType: evmCoinType, address, signature, message })).name
  } catch (cause) {
    throw new RegisterNameFailedError({ name: normalized, cause })
  }
  const cache = nameCache(ctx)
  cache.names.set(record.name, { value: record, at: Date.now() })
  const identity = { name: record.name, ...(record.avatar ? { avatar: record.avatar } : {}) }
  cache.accounts.set(address.toLowerCase(), { value: identity, at: Date.now() })
  publishIdentity(ctx, address.toLowerCase(), identity)
  return record
}
