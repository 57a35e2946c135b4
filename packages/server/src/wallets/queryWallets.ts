import { type Kysely, type Selectable, sql } from 'kysely'
import type { Database, WalletsTable } from '../db/schema.ts'
import type { WalletJson } from './types.ts'

export type WalletQuery = {
  /** 1-based. */
  page: number
  /** Wallets per page. */
  entries: number
  /** Case-insensitive substring of the name, taken literally (`%` and `_` are plain characters). */
  search?: string | undefined
  /** Only these wallet ids. */
  include?: readonly string[] | undefined
  /** Not these wallet ids. */
  exclude?: readonly string[] | undefined
  /** Only wallets announcing one of these EIP-6963 rdns. */
  rdns?: readonly string[] | undefined
  /** Only wallets supporting at least one of these CAIP-2 chains. */
  chains?: readonly string[] | undefined
}

export type WalletListRow = Omit<Selectable<WalletsTable>, 'icon_svg' | 'name_lower' | 'color'>

/** One page of wallets matching `query`, in registry order, and how many match in all. */
export async function queryWallets(
  db: Kysely<Database>,
  query: WalletQuery,
): Promise<{ rows: WalletListRow[]; count: number }> {
  const { search, include, exclude, rdns, chains } = query
  const filtered = db
    .selectFrom('wallets')
    .$if(Boolean(search), (q) =>
      // Parameters, never string-built SQL; LIKE wildcards in the input are escaped.
      q.where(sql<boolean>`${sql.ref('wallets.name_lower')} like ${`%${escapeLike(search!.toLowerCase())}%`} escape '\\'`),
    )
    .$if(Boolean(include?.length), (q) => q.where('wallets.id', 'in', include!))
    .$if(Boolean(exclude?.length), (q) => q.where('wallets.id', 'not in', exclude!))
    .$if(Boolean(rdns?.length), (q) => q.where('wallets.rdns', 'in', rdns!))
    .$if(Boolean(chains?.length), (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('wallet_chains')
            .select(sql`1`.as('one'))
            .whereRef('wallet_chains.wallet_id', '=', 'wallets.id')
            .where('wallet_chains.chain', 'in', chains!),
        ),
      ),
    )

  const [{ count } = { count: 0 }] = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).execute()
  const rows = await filtered
    .select([
      'id',
      'name',
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
    ])
    .orderBy('wallets.sort_order')
    .orderBy('wallets.id')
    .limit(query.entries)
    .offset((query.page - 1) * query.entries)
    .execute()
  return { rows, count: Number(count) }
}

/** The wallet's SVG icon, or undefined when the wallet or its icon is unknown. */
export async function getWalletIcon(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('wallets').select('icon_svg').where('id', '=', id).executeTakeFirst()
  return row?.icon_svg ?? undefined
}

/** The API's JSON for a wallet row; `baseUrl` (no trailing slash) prefixes the icon link. */
export function toWalletJson(row: WalletListRow, baseUrl: string): WalletJson {
  return {
    id: row.id,
    name: row.name,
    image_url: `${baseUrl}/v1/wallet-images/${encodeURIComponent(row.id)}.svg`,
    rdns: row.rdns,
    chains: JSON.parse(row.chains) as string[],
    namespaces: JSON.parse(row.namespaces) as string[],
    homepage: row.homepage,
    mobile_link: row.mobile_link,
    desktop_link: row.desktop_link,
    webapp_link: row.webapp_link,
    app_store: row.app_store,
    play_store: row.play_store,
    chrome_store: row.chrome_store,
    injected: JSON.parse(row.injected) as WalletJson['injected'],
    supports_wc: Boolean(Number(row.supports_wc)),
    order: Number(row.sort_order),
  }
}

/** Escapes `\`, `%` and `_` for a LIKE pattern with `escape '\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}
