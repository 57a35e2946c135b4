import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { WALLET_ID_PATTERN, walletSchema } from './schema'
import type { RegistryWallet } from './types'

/** Absolute path of the package's `wallets/` folder (one `<id>.json` per wallet). */
export const WALLETS_DIR = fileURLToPath(new URL('../wallets/', import.meta.url))
/** Absolute path of the package's `icons/` folder (one `<id>.svg` per wallet). */
export const ICONS_DIR = fileURLToPath(new URL('../icons/', import.meta.url))

/** Thrown when a wallet file is missing, malformed or conflicts with another; `file` names it. */
export class WalletRegistryError extends Error {
  override name = 'WalletRegistryError'
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`Invalid wallet file ${file}: ${message}`)
  }
}

function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'
      return `${path}: ${issue.message}`
    })
    .join('; ')
}

function toPath(dir: string | URL): string {
  return dir instanceof URL ? fileURLToPath(dir) : dir
}

/** Reads and validates one wallet file; throws a `WalletRegistryError` naming it. */
function readWalletFile(dir: string, file: string): RegistryWallet {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  } catch (error) {
    throw new WalletRegistryError(file, `not valid JSON (${(error as Error).message})`)
  }
  const result = walletSchema.safeParse(raw)
  if (!result.success) throw new WalletRegistryError(file, formatIssues(result.error.issues))
  const wallet = result.data
  const expectedId = basename(file, '.json')
  if (wallet.id !== expectedId) {
    throw new WalletRegistryError(file, `id "${wallet.id}" does not match the file name (expected "${expectedId}")`)
  }
  return wallet
}

function assertUnique(wallets: readonly RegistryWallet[], key: 'rdns' | 'order', label: string): void {
  const seen = new Map<string | number, string>()
  for (const wallet of wallets) {
    const value = wallet[key]
    if (value === null) continue
    const other = seen.get(value)
    if (other !== undefined) {
      throw new WalletRegistryError(`${wallet.id}.json`, `${label} ${JSON.stringify(value)} is already used by ${other}.json`)
    }
    seen.set(value, wallet.id)
  }
}

/**
 * Reads every `*.json` file of `dir` (default: the package's `wallets/`) synchronously, validates
 * each against `walletSchema`, checks that ids match file names and that rdns and order are unique,
 * and returns the wallets sorted by `order` (1 first).
 */
export function loadWallets(dir: string | URL = WALLETS_DIR): RegistryWallet[] {
  const path = toPath(dir)
  const files = readdirSync(path)
    .filter((file) => file.endsWith('.json'))
    .sort()
  const wallets = files.map((file) => readWalletFile(path, file))
  assertUnique(wallets, 'rdns', 'rdns')
  assertUnique(wallets, 'order', 'order')
  return wallets.sort((a, b) => a.order - b.order)
}

/**
 * Absolute path of the icon of wallet `id` (`icons/<id>.svg`), or null when there is none. Ids that
 * are not kebab-case slugs return null, so a request parameter can be passed in as-is.
 */
export function iconPath(id: string, dir: string | URL = ICONS_DIR): string | null {
  if (!WALLET_ID_PATTERN.test(id)) return null
  const file = join(toPath(dir), `${id}.svg`)
  return existsSync(file) ? file : null
}
