import type { Kysely } from 'kysely'
import { type Address, type Hex, isAddress, isAddressEqual, isHex, type PublicClient, verifyMessage } from 'viem'
import { normalizeName } from '@portico/core'
import { describeNameProblem, isValidAvatarUrl, nameProblem, parseNameRegistrationMessage } from '@portico/core/internal'
import type { Database } from '../db/schema.ts'
import { NameError } from './errors.ts'
import { type NameRecord, toNameRecord } from './nameRecord.ts'
import { suggestNames } from './suggestNames.ts'

/** How old a registration message may be when it arrives… */
export const registrationMaxAgeMs = 5 * 60_000
/** …and how far ahead of the server's clock its Issued At may be (clock skew). */
export const registrationMaxSkewMs = 60_000

/** The coin types names can be registered for: 60, EVM accounts (SLIP-44). */
export const supportedCoinTypes: ReadonlySet<number> = new Set([60])

export type RegisterNameParameters = {
  /** The project the request came through (the message must name it). */
  projectId: string
  coinType: number
  address: string
  message: string
  signature: string
  now: number
  /** A client on the message's chain, to check smart-account signatures (ERC-1271/6492); undefined: EOA signatures only. */
  clientFor(chainId: string): PublicClient | undefined
}

/**
 * Registers a name for the account that signed the message (EIP-191 `personal_sign` of
 * `formatNameRegistrationMessage`). Checked, in order: the message parses and its fields are the
 * request's (account, coin type 60, this project, a CAIP-2 chain, an http(s) avatar URL if any) (`name_invalid_message`); the name
 * follows the rules (`name_invalid`); the message is at most 5 minutes old and not from the future
 * (`name_message_expired`, `name_invalid_message`); the signature is the account's
 * (`name_invalid_signature`); the message was not used before (`name_nonce_used`); the name is free
 * (`name_taken`, with suggestions) and the account has none yet (`name_account_has_name`). The insert
 * is one statement guarded by the unique keys, so two racing registrations of a name get one winner.
 *
 * @throws {NameError}
 */
export async function registerName(db: Kysely<Database>, parameters: RegisterNameParameters): Promise<NameRecord> {
  const fields = parseNameRegistrationMessage(parameters.message)
  if (!fields) throw new NameError('name_invalid_message', 'The message is not a Portico name registration message')
  if (!supportedCoinTypes.has(parameters.coinType) || fields.coinType !== parameters.coinType)
    throw new NameError('name_invalid_message', `Names are registered for coin type 60 (EVM accounts); the request says ${parameters.coinType}, the message ${fields.coinType}`)
  if (!isAddress(parameters.address, { strict: false }) || !isAddress(fields.address, { strict: false }) || !isAddressEqual(fields.address, parameters.address as Address))
    throw new NameError('name_invalid_message', 'The message is for another account than the request')
  if (fields.projectId !== parameters.projectId) throw new NameError('name_invalid_message', 'The message is for another project')
  if (!/^eip155:[1-9]\d{0,15}$/.test(fields.chainId)) throw new NameError('name_invalid_message', 'The message’s Chain ID is not an eip155 CAIP-2 id')
  if (fields.avatar !== undefined && !isValidAvatarUrl(fields.avatar))
    throw new NameError('name_invalid_message', 'The message’s Avatar is not an http(s) URL of at most 512 characters')

  const problem = fields.name === normalizeName(fields.name) ? nameProblem(fields.name) : 'characters'
  if (problem) throw new NameError('name_invalid', describeNameProblem(problem), { details: { problem } })

  const issuedAt = Date.parse(fields.issuedAt)
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(fields.issuedAt) || Number.isNaN(issuedAt))
    throw new NameError('name_invalid_message', 'Issued At is not an ISO 8601 UTC time')
  if (issuedAt > parameters.now + registrationMaxSkewMs) throw new NameError('name_invalid_message', 'The message is issued in the future')
  if (issuedAt < parameters.now - registrationMaxAgeMs) throw new NameError('name_message_expired', 'The message is more than 5 minutes old: sign a new one')

  if (!isHex(parameters.signature)) throw new NameError('name_invalid_signature', 'The signature is not hex')
  const address = fields.address as Address
  const request = { address, message: parameters.message, signature: parameters.signature as Hex }
  let valid: boolean
  try {
    const client = parameters.clientFor(fields.chainId)
    valid = client ? await client.verifyMessage(request) : await verifyMessage(request)
  } catch (cause) {
    throw new NameError('name_invalid_signature', 'The signature could not be checked', { cause })
  }
  if (!valid) throw new NameError('name_invalid_signature', 'The signature is not from the account in the message')

  const used = await db.selectFrom('names').select('name').where('nonce', '=', fields.nonce).executeTakeFirst()
  if (used) throw new NameError('name_nonce_used', 'This registration message was already used')

  const row = {
    name: fields.name,
    coin_type: fields.coinType,
    address: fields.address,
    address_key: fields.address.toLowerCase(),
    chain_id: fields.chainId,
    project_id: parameters.projectId,
    message: parameters.message,
    signature: parameters.signature,
    nonce: fields.nonce,
    created_at: parameters.now,
    avatar: fields.avatar ?? null,
  }
  const inserted = await db.insertInto('names').values(row).onConflict((conflict) => conflict.doNothing()).returning('name').executeTakeFirst()
  if (inserted) return toNameRecord(row)

  // Which unique key refused it: the name, the account, or (a concurrent replay) the nonce.
  const holder = await db.selectFrom('names').select(['name', 'address_key']).where('name', '=', fields.name).executeTakeFirst()
  if (holder && holder.address_key !== row.address_key) {
    const { suggestions } = await suggestNames(db, fields.name)
    throw new NameError('name_taken', `The name ${fields.name} is taken`, { details: { suggestions } })
  }
  const own = await db
    .selectFrom('names')
    .select('name')
    .where('coin_type', '=', row.coin_type)
    .where('address_key', '=', row.address_key)
    .executeTakeFirst()
  if (own) throw new NameError('name_account_has_name', `This account already has the name ${own.name}`, { details: { name: own.name } })
  throw new NameError('name_nonce_used', 'This registration message was already used')
}
