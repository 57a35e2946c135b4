import { readFileSync } from 'node:fs'

/** Addresses the operator lists as scams (lowercase): called contracts, spenders and recipients on it are warned about. */
export type ScamList = { has(address: string): boolean; readonly size: number }

/** At most this many addresses are read from a list (more is refused: a list is not a database). */
export const maxScamListEntries = 1_000_000

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * A scam list from its JSON: an array of EVM addresses in any case (the format of ScamSniffer's
 * `scam-database` `blacklist/address.json`), or an object with such an array under `addresses`.
 * Entries that are not addresses are skipped; a document of another shape is refused.
 *
 * @throws {Error} when the JSON is neither shape, or holds more than {@link maxScamListEntries} entries.
 */
export function parseScamList(json: unknown): ScamList {
  const entries = Array.isArray(json) ? json : Array.isArray((json as { addresses?: unknown } | null)?.addresses) ? (json as { addresses: unknown[] }).addresses : undefined
  if (!entries) throw new Error('A scam list is a JSON array of addresses (or { "addresses": [...] })')
  if (entries.length > maxScamListEntries) throw new Error(`A scam list holds at most ${maxScamListEntries} addresses`)
  const set = new Set<string>()
  for (const entry of entries) if (typeof entry === 'string' && addressPattern.test(entry)) set.add(entry.toLowerCase())
  return { has: (address) => set.has(address.toLowerCase()), size: set.size }
}

/**
 * The operator's scam list (`PORTICO_SCAM_LIST`: a file path or an http(s) URL), read once at
 * start-up (restart the server to read it again).
 */
export async function readScamList(source: string, fetchImpl: typeof fetch = fetch): Promise<ScamList> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetchImpl(source, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`Scam list ${source}: HTTP ${response.status}`)
    return parseScamList(await response.json())
  }
  return parseScamList(JSON.parse(readFileSync(source, 'utf8')))
}
