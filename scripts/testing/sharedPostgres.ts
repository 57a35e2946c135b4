import { startPostgres } from '../../packages/server/src/testing/postgres.ts'

/**
 * The unit project's global setup: one throwaway PostgreSQL cluster for the whole run, instead of
 * one per test file (an `initdb` and a start each). Every file still gets a database of its own
 * (`useTestDatabase` creates one with a random name on it and drops it after), so files stay
 * independent; the workers find the cluster through `PORTICO_TEST_DATABASE_URL`, which
 * `startPostgres` already honours. An operator's own `PORTICO_TEST_DATABASE_URL` is left alone.
 */
export default async function setup() {
  if (process.env.PORTICO_TEST_DATABASE_URL) return
  const postgres = await startPostgres({ maxConnections: 400 })
  process.env.PORTICO_TEST_DATABASE_URL = postgres.url
  return async () => {
    delete process.env.PORTICO_TEST_DATABASE_URL
    await postgres.stop()
  }
}
