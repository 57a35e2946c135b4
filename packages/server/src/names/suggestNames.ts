import type { Kysely } from 'kysely'
import { NAME_MAX_LENGTH, nameProblem } from '@portico/core/internal'
import type { Database } from '../db/schema.ts'

/** Endings tried after the wanted name, in order. */
const endings = ['1', '2', '3', '-1', '-2', 'x', '-x', '-dev', '-eth', '-web3', '123', '-app', '-id', '-one', '-hq']

/** How many free alternatives `suggestNames` answers. */
export const suggestionCount = 5

/**
 * The wanted name reduced to what names allow: lowercase ASCII letters, digits and hyphens (other
 * characters dropped), short enough to take an ending. Empty when nothing is left.
 */
export function nameStem(wanted: string): string {
  return wanted
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, NAME_MAX_LENGTH - 4)
}

/** Valid names made from `stem` with each ending, in order, without duplicates. */
export function nameCandidates(stem: string): string[] {
  return [...new Set(endings.map((ending) => `${stem}${ending}`))].filter((name) => nameProblem(name) === undefined)
}

/**
 * Whether `wanted` is free, and up to {@link suggestionCount} free names close to it (for when it is
 * taken, or not a valid name: 'al' suggests 'al-dev', 'al-eth'…). Checked in one query.
 */
export async function suggestNames(db: Kysely<Database>, wanted: string): Promise<{ name: string; available: boolean; suggestions: string[] }> {
  const stem = nameStem(wanted)
  const candidates = nameCandidates(stem)
  const asked = [stem, ...candidates].filter((name) => nameProblem(name) === undefined)
  const taken = asked.length
    ? new Set((await db.selectFrom('names').select('name').where('name', 'in', asked).execute()).map((row) => row.name))
    : new Set<string>()
  const available = nameProblem(stem) === undefined && stem === wanted && !taken.has(stem)
  return { name: wanted, available, suggestions: candidates.filter((name) => !taken.has(name)).slice(0, suggestionCount) }
}
