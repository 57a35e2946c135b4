import { readFileSync } from 'node:fs'
import { iconPath, loadWallets } from '@portico/wallet-registry'
import { type Insertable, type Kysely, sql } from 'kysely'
import { dialectOf } from '../db/dialectOf.ts'
import type { Database, WalletsTable } from '../db/schema.ts'
import type { RegistryWallet } from './types.ts'

export type SeedWalletsOptions = {
  /** The SVG of a wallet's icon, or null. Default: none. */
  readIcon?: ((id: string) => string | null) | undefined
}

const chunkSize = 100

/**
 * Makes the `wallets` table hold exactly `wallets` (upsert by id, wallets no longer listed are
 * removed), with their chains in `wallet_chains` and their icons. One transaction; several
 * instances seeding at once run one after the other (advisory lock on Postgres, `BEGIN IMMEDIATE`
 * on SQLite), and the result is the same.
 *
 * @returns how many wallets are stored.
 */
export async function seedWallets(
  db: Kysely<Database>,
  wallets: readonly RegistryWallet[],
  { readIcon }: SeedWalletsOptions = {},
): Promise<number> {
  const rows = wallets.map((wallet) => toRow(wallet, readIcon?.(wallet.id) ?? null))
  const chains = wallets.flatMap((wallet) => wallet.chains.map((chain) => ({ wallet_id: wallet.id, chain })))
  const ids = wallets.map((wallet) => wallet.id)

  await db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('portico:seed-wallets'))`.execute(trx)

    for (const chunk of chunks(rows, chunkSize)) {
      await trx
        .insertInto('wallets')
        .values(chunk)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) =>
            Object.fromEntries(
              updatableColumns.map((column) => [column, eb.ref(`excluded.${column}`)]),
            ) as Record<(typeof updatableColumns)[number], never>,
          ),
        )
        .execute()
    }

    await trx.deleteFrom('wallet_chains').$if(ids.length > 0, (q) => q.where('wallet_id', 'not in', ids)).execute()
    await trx.deleteFrom('wallets').$if(ids.length > 0, (q) => q.where('id', 'not in', ids)).execute()
    // Chains a wallet no longer lists.
    for (const wallet of wallets) {
      await trx
        .deleteFrom('wallet_chains')
        .where('wallet_id', '=', wallet.id)
        .$if(wallet.chains.length > 0, (q) => q.where('chain', 'not in', wallet.chains))
        .execute()
    }
    for (const chunk of chunks(chains, 500)) {
      await trx
        .insertInto('wallet_chains')
        .values(chunk)
        .onConflict((oc) => oc.columns(['wallet_id', 'chain']).doNothing())
        .execute()
    }
  })
  return rows.length
}

/** Seeds the wallets of `@portico/wallet-registry`, with their icons. */
export function seedRegistryWallets(db: Kysely<Database>): Promise<number> {
  return seedWallets(db, loadWallets(), { readIcon: readRegistryIcon })
}

/** The registry's SVG for wallet `id`, or null. */
export function readRegistryIcon(id: string): string | null {
  const path = iconPath(id)
  return path ? readFileSync(path, 'utf8') : null
}

const updatableColumns = [
  'name',
  'name_lower',
  'rdns',
  'chains',
  'namespaces',
  'homepage',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'app_store',
  'play_store',
  'chrome_store',
  'injected',
  'supports_wc',
  'sort_order',
  'color',
  'icon_svg',
] as const satisfies readonly (keyof WalletsTable)[]

function toRow(wallet: RegistryWallet, iconSvg: string | null): Insertable<WalletsTable> {
  return {
    id: wallet.id,
    name: wallet.name,
    name_lower: wallet.name.toLowerCase(),
    rdns: wallet.rdns,
    chains: JSON.stringify(wallet.chains),
    namespaces: JSON.stringify(wallet.namespaces),
    homepage: wallet.homepage,
    mobile_link: wallet.links.mobile,
    desktop_link: wallet.links.desktop,
    webapp_link: wallet.links.webapp,
    app_store: wallet.links.appStore,
    play_store: wallet.links.playStore,
    chrome_store: wallet.links.chromeStore,
    injected: JSON.stringify(
      wallet.injected.map((entry) => ({ namespace: entry.namespace, injected_id: entry.injectedId })),
    ),
    supports_wc: wallet.walletConnect ? 1 : 0,
    sort_order: wallet.order,
    color: wallet.color,
    icon_svg: iconSvg,
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
