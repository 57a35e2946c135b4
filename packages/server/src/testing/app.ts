import type { DialectName } from '../db/createDatabase.ts'
import { type CreateAppOptions, createApp } from '../http/createApp.ts'
import { checkedAgainstContract } from './contractAnswers.ts'
import { useTestDatabase } from './databases.ts'

export type TestClock = { now: number }

/** Where every test app's clock starts (2023-11-14T22:13:20Z). */
export const testClockStart = 1_700_000_000_000

/**
 * A fresh migrated database of `kind` (see `useTestDatabase`) and a factory of apps on it whose
 * clock is `clock.now` (move it to cross rate-limit windows).
 */
export function useTestApp(kind: DialectName, defaults: Partial<CreateAppOptions> = {}) {
  const database = useTestDatabase(kind)
  const clock: TestClock = { now: testClockStart }
  const uncheckedApp = (options: Partial<CreateAppOptions> = {}) =>
    createApp({ db: database.get().db, dialect: kind, now: () => clock.now, ...defaults, ...options })
  return {
    database,
    clock,
    /**
     * A new app instance on the test database (call twice for two instances). Every answer of its
     * `request` is checked against the contract (`checkAnswer`): a route that drifts fails its test.
     */
    app: (options: Partial<CreateAppOptions> = {}) => checkedAgainstContract(uncheckedApp(options)),
    /** `app` without the contract check, for a caller that checks each answer itself (`checkAnswerText`). */
    uncheckedApp,
  }
}

/** The parsed JSON body of a response. */
export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T
}
