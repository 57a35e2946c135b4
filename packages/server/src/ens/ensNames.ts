import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import type { Database } from '../db/schema.ts'
import { NameError } from '../names/errors.ts'
import type { NameRecord } from '../names/nameRecord.ts'
import { lookupName } from '../names/queryNames.ts'
import { type EnsIdentity, type EnsReader, safeNormalize } from './createEnsReader.ts'
import type { EnsGatewayConfig } from './ensGatewayConfig.ts'

type Deps = { db: Kysely<Database>; ens: EnsReader | undefined; ensGateway: EnsGatewayConfig | undefined }

/** Whether a looked-up name is an ENS name (has a dot) rather than one of the server's own. */
export const isEnsName = (name: string) => name.includes('.')

/**
 * The record of an ENS name: `<name>.<parent>` of this server's gateway straight from the database
 * (what the gateway would sign), any other through ENS on the served Ethereum chain.
 *
 * @throws {NameError} `name_invalid` for a name ENS cannot normalize, `name_not_found` when it resolves to nothing or no ENS is read here.
 * @throws {UpstreamUnavailableError} when the chain cannot be read.
 */
export async function lookupEnsName(deps: Deps, typed: string): Promise<NameRecord> {
  const name = safeNormalize(typed.trim())
  if (!name || !isEnsName(name)) throw new NameError('name_invalid', 'Not a valid ENS name', { details: { problem: 'characters' } })
  const parent = deps.ensGateway?.parentName
  if (parent && name.endsWith(`.${parent}`)) {
    const label = name.slice(0, -parent.length - 1)
    const record = label.includes('.') ? undefined : await lookupName(deps.db, label)
    if (!record) throw new NameError('name_not_found', `No account has the name ${name}`)
    return { ...record, name }
  }
  if (!deps.ens) throw new NameError('name_not_found', `No account has the name ${name} (this server reads no ENS names)`)
  const identity = await deps.ens.resolve(name)
  if (!identity) throw new NameError('name_not_found', `No account has the name ${name}`)
  return ensRecord(identity)
}

/**
 * The account's ENS primary name as a record, or undefined (none, or ENS could not be read: the
 * server's own names still answer; the failure is passed to `onError`).
 */
export async function ensPrimaryRecord(ens: EnsReader | undefined, address: Address, onError: (error: unknown) => void): Promise<NameRecord | undefined> {
  if (!ens) return undefined
  try {
    const identity = await ens.primaryName(address)
    return identity && ensRecord(identity)
  } catch (error) {
    onError(error)
    return undefined
  }
}

function ensRecord({ name, address, chainId, avatar }: EnsIdentity): NameRecord {
  return { name, coinType: 60, address, chainId: `eip155:${chainId}`, ...(avatar ? { avatar } : {}) }
}
