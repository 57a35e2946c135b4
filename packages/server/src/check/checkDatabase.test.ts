import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/createDatabase.ts'
import { createMigrator, migrations } from '../db/migrate.ts'
import { closedPort } from '../testing/checkServers.ts'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { checkDatabase } from './checkDatabase.ts'

/** The newest migration: the one a database migrated one step down is missing. */
const lastMigration = Object.keys(migrations).at(-1)!

describe.each(databaseKinds)('checkDatabase (%s)', (kind) => {
  const database = useTestDatabase(kind)

  it('passes a migrated database', async () => {
    expect(await checkDatabase(database.location())).toEqual([])
  })
  it('refuses a database with a pending migration', async () => {
    const other = database.connectAgain()
    const { error } = await createMigrator(other.db).migrateDown()
    expect(error).toBeUndefined()
    try {
      expect(await checkDatabase(database.location())).toEqual([
        expect.stringMatching(new RegExp(`^(Postgres|SQLite) .+ has 1 pending migration \\(${lastMigration}…\\): run portico-server migrate$`)),
      ])
    } finally {
      await createMigrator(other.db).migrateToLatest()
    }
  })
})

describe('checkDatabase, unreachable', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-check-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses a Postgres that does not answer, never showing the password', async () => {
    const port = await closedPort()
    const problems = await checkDatabase({ url: `postgres://portico:hunter2@127.0.0.1:${port}/portico` })
    expect(problems).toEqual([`Postgres 127.0.0.1:${port}/portico does not answer (ECONNREFUSED)`])
  })
  it('refuses a SQLite file that does not exist, without creating it', async () => {
    const path = join(dir, 'absent.sqlite')
    expect(await checkDatabase({ sqlitePath: path })).toEqual([`SQLite ${path} does not exist yet: run portico-server migrate`])
    expect(await checkDatabase({ sqlitePath: path })).toHaveLength(1)
    const created = createDatabase({ sqlitePath: path })
    await created.destroy()
    expect(await checkDatabase({ sqlitePath: path })).toEqual([expect.stringMatching(`has ${Object.keys(migrations).length} pending migrations`)])
  })
})
