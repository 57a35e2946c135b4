import { describe, expect, it } from 'vitest'
import { createMigrator, migrations } from '../db/migrate.ts'
import { pendingMigrations } from '../db/pendingMigrations.ts'
import { startServer } from '../startServer.ts'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { runCli } from './runCli.ts'

async function run(args: string[], location: { url?: string; sqlitePath?: string }) {
  let stdout = ''
  const code = await runCli(args, {
    env: { DATABASE_URL: location.url ?? '', PORTICO_SQLITE_PATH: location.sqlitePath ?? '' },
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stdout += `error ${line}\n`),
  })
  return { code, stdout }
}

describe.each(databaseKinds)('portico-server migrate --dry-run (%s)', (kind) => {
  const database = useTestDatabase(kind, { migrate: false })
  const names = Object.keys(migrations)

  it('lists the pending migrations and applies none; migrate then applies them', async () => {
    const dry = await run(['migrate', '--dry-run'], database.location())
    expect(dry).toEqual({ code: 0, stdout: `${names.map((name) => `pending ${name}`).join('\n')}\n` })
    expect(await pendingMigrations(database.get().db)).toEqual(names)

    const applied = await run(['migrate'], database.location())
    expect(applied.stdout).toBe(`${names.map((name) => `applied ${name}`).join('\n')}\n`)
    expect(await run(['migrate', '--dry-run'], database.location())).toEqual({ code: 0, stdout: 'Database is up to date.\n' })
  })

  it('start still applies a pending migration itself', async () => {
    await createMigrator(database.get().db).migrateToLatest()
    expect((await createMigrator(database.get().db).migrateDown()).error).toBeUndefined()
    expect(await run(['migrate', '--dry-run'], database.location())).toEqual({ code: 0, stdout: `pending ${names.at(-1)}\n` })
    const server = await startServer({ port: 0, databaseUrl: database.location().url, sqlitePath: database.location().sqlitePath })
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200)
      expect(await pendingMigrations(server.db)).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('refuses an unknown argument', async () => {
    expect(await run(['migrate', '--dryrun'], database.location())).toMatchObject({ code: 2 })
  })
})
