import { type Migration, Migrator } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createApp } from '../http/createApp.ts'
import { createProject } from '../projects/projects.ts'
import { useTestDatabase } from '../testing/databases.ts'
import { routeTable } from '../testing/routeTable.ts'
import { migrateToLatest, migrations } from './migrate.ts'

// A rolling deploy: instances of version N keep serving while `portico-server migrate` of version N+1
// runs against the same Postgres, and after it. Two halves: every migration's `up` only adds (so N's
// queries still find what they read and write), and serving does not stop or fail while one runs.

const names = Object.keys(migrations).sort()
/**
 * Migrations from before the rule, each with what an operator does instead (docs/guide/server.md):
 * one that moved data and dropped the old table cannot run under instances still writing it.
 */
const notRollingSafe: Record<string, string> = {
  '0023_paymaster_reservations': 'moves paymaster_sponsorships into paymaster_reservations and drops it: an upgrade across it stops every instance first',
}
const destructive = /\.(dropColumn|dropTable|dropIndex|dropConstraint|renameColumn|renameTo|alterColumn|modifyColumn|deleteFrom|updateTable)\(|\b(drop|rename|truncate|delete from|update)\s/i

/** `addColumn` calls on an `alterTable` (a table version N already has) that are `notNull()` without a default. */
function requiredColumnsAdded(source: string): string[] {
  const added = [...source.matchAll(/alterTable\([^)]*\)((?:\s*\.addColumn\([^]*?\)\))+)/g)].flatMap((match) => match[1]!.split('.addColumn(').slice(1))
  return added.filter((column) => /notNull\(\)/.test(column) && !/defaultTo\(/.test(column)).map((column) => column.split(',')[0]!)
}

describe('every migration is safe for a rolling deploy', () => {
  it.each(names.filter((name) => !(name in notRollingSafe)))('%s only adds tables, indexes and columns that are nullable or have a default', (name) => {
    const up = (migrations[name] as Migration).up.toString()
    expect(up).not.toMatch(destructive)
    expect(requiredColumnsAdded(up)).toEqual([])
  })

  it.each(Object.keys(notRollingSafe))('%s, from before the rule, is still listed for a reason (it does drop or rewrite)', (name) => {
    expect((migrations[name] as Migration).up.toString()).toMatch(destructive)
  })

  it('the check catches a drop, a rename and a required column added to an existing table', () => {
    expect("await db.schema.alterTable('names').dropColumn('avatar').execute()").toMatch(destructive)
    expect("await db.schema.alterTable('names').renameColumn('a', 'b').execute()").toMatch(destructive)
    expect(requiredColumnsAdded("await db.schema.alterTable('names').addColumn('x', 'text', (col) => col.notNull()).execute()")).toEqual(["'x'"])
    expect(requiredColumnsAdded("await db.schema.alterTable('names').addColumn('x', 'text', (col) => col.notNull().defaultTo('')).execute()")).toEqual([])
  })
})

describe('instances on versions N and N+1 against one Postgres', () => {
  const database = useTestDatabase('postgres', { migrate: false })
  const origin = 'https://app.example.com'
  const served = routeTable.filter((route) => ['config', 'origins', 'events', 'wallets', 'siwxNonce'].includes(route.bucket))

  it('version N serves throughout the newest migration, without a refusal or an error, and both serve after it', async () => {
    const { db } = database.get()
    const previous = Object.fromEntries(names.slice(0, -1).map((name) => [name, migrations[name]!]))
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => previous } }).migrateToLatest()
    expect(error).toBeUndefined()
    await createProject(db, { name: 'P', id: 'p', allowedOrigins: [origin] })
    const versionN = createApp({ db, dialect: 'postgres' })
    const request = async (app: typeof versionN) =>
      Promise.all(served.map(async (route) => {
        const { path, init } = route.sample({ projectId: 'p', origin })
        return { route: `${route.method} ${route.route}`, status: (await app.request(path, init)).status }
      }))

    let migrating = true
    const answers: { route: string; status: number }[] = []
    const load = (async () => {
      while (migrating) answers.push(...(await request(versionN)))
    })()
    // Version N+1's `migrate`, from another connection pool (another machine's).
    const next = database.connectAgain()
    const ran = await migrateToLatest(next.db)
    migrating = false
    await load
    expect(ran.map((result) => result.migrationName)).toEqual([names.at(-1)])
    expect(answers.length).toBeGreaterThanOrEqual(served.length)
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([])

    const versionNext = createApp({ db: next.db, dialect: 'postgres' })
    for (const app of [versionN, versionNext]) expect((await request(app)).filter((answer) => answer.status >= 400)).toEqual([])
  }, 60_000)
})
