import { randomBytes } from 'node:crypto'
import type { DialectName } from '../db/createDatabase.ts'
import { parseMasterKey } from '../embedded/masterKey.ts'
import { createEmbeddedSession } from '../embedded/sessions.ts'
import { findOrCreateUser } from '../embedded/wallets.ts'
import { createProject } from '../projects/projects.ts'
import { json, useTestApp } from './app.ts'
import { testFrameOrigin, testMasterKey, testPublicUrl, useEmbeddedWallet } from './embedded.ts'

/** The page that embeds the wallet frame in the embedded wallet's route tests. */
export const testAppOrigin = 'https://app.example.com'

/**
 * The embedded wallet's route tests' set-up, for the enclosing `describe`: a test app on a fresh
 * database of `kind` with the embedded wallet on (mailing through a real SMTP catcher), requests
 * as the wallet frame sends them to project `p`, and users of project `p` signed in as a finished
 * login leaves them.
 */
export function useEmbeddedTestApp(kind: DialectName) {
  const { app, clock, database } = useTestApp(kind)
  const embedded = useEmbeddedWallet()
  const server = () => app({ embeddedWallet: embedded.options(), publicUrl: testPublicUrl, chains: [] })
  /** Project `p` (Shop, its e-mail feature on) made once. */
  const project = () => createProject(database.get().db, { name: 'Shop', id: 'p', allowedOrigins: [testAppOrigin], features: { email: true } }).catch(() => undefined)

  return {
    app,
    clock,
    database,
    embedded,
    server,
    project,
    /** A JSON POST of the frame to `path` in project `p`. */
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      server().request(`${path}?projectId=p`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: testFrameOrigin, ...headers },
        body: JSON.stringify(body),
      }),
    /** A GET of the frame to `path` in project `p`. */
    get: (path: string, headers: Record<string, string> = {}) => server().request(`${path}?projectId=p`, { headers: { origin: testFrameOrigin, ...headers } }),
    /** A refusal's status and its `{ error }` fields. */
    error: async (response: Response | Promise<Response>) => {
      const answer = await response
      return { status: answer.status, ...(await json(answer)).error }
    },
    newEmail: () => `user-${randomBytes(4).toString('hex')}@example.com`,
    /** How many mails the catcher has had so far (for `nextMail(to, { after })`). */
    mailCount: () => embedded.mail().mails().length,
    /** The wallet of `email` in project `p` (made the first time), as its id. */
    async user(email: string) {
      await project()
      return (await findOrCreateUser(database.get().db, { provider: 'email', subject: email, master: parseMasterKey(testMasterKey), now: clock.now })).userId
    },
    /** A live session of the wallet, opened from the test app's page, as the frame's bearer header. */
    async session(userId: string, { ttlMs = 60 * 60_000, userAgent }: { ttlMs?: number | undefined; userAgent?: string | undefined } = {}) {
      const { token } = await createEmbeddedSession(database.get().db, { projectId: 'p', userId, frameOrigin: testFrameOrigin, parentOrigin: testAppOrigin, now: clock.now, ttlMs, userAgent })
      return { authorization: `Bearer ${token}` }
    },
  }
}
