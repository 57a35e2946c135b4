import { afterAll, beforeAll } from 'vitest'
import { parseMasterKey } from '../embedded/masterKey.ts'
import { createEmbeddedSession } from '../embedded/sessions.ts'
import { setSocialClient } from '../embedded/social/socialClients.ts'
import { findOrCreateUser } from '../embedded/wallets.ts'
import { createProject } from '../projects/projects.ts'
import type { EmbeddedWalletOptions } from '../http/createApp.ts'
import { json, useTestApp } from './app.ts'
import type { DialectName } from '../db/createDatabase.ts'
import { testFrameOrigin, testMasterKey, testPublicUrl, useEmbeddedWallet } from './embedded.ts'
import { type OidcStandIn, startGoogleStandIn } from './social/googleStandIn.ts'
import { signInAtStandIn } from './social/signInAtStandIn.ts'

/** The app's origin in the linked-logins tests (listed in every project they make). */
export const linkAppOrigin = 'https://app.example.com'

/**
 * For a test file on linked logins: a server with the embedded wallet and Google (an OpenID stand-in)
 * on `kind`'s database, and the steps its tests take: a project with Google, a signed-in e-mail user,
 * a call from the frame, and a browser completing Google's consent.
 */
export function useLinkedLoginsApp(kind: DialectName) {
  const { app, clock, database } = useTestApp(kind)
  const embedded = useEmbeddedWallet()
  let google: OidcStandIn
  beforeAll(async () => {
    google = await startGoogleStandIn({ clients: [{ clientId: 'portico-google', clientSecret: 'google-secret', redirectUri: `${testPublicUrl}/v1/embedded/social/callback/google` }] })
  })
  afterAll(async () => {
    await google?.close()
  })
  /** The app; `overrides` change the embedded wallet's options (a failing mailer, say). */
  const server = (overrides: Partial<EmbeddedWalletOptions> = {}) => app({ publicUrl: testPublicUrl, chains: [], embeddedWallet: embedded.options({ ...overrides, social: { endpoints: { google: google.endpoints }, secrets: (name) => (name === 'GOOGLE_SECRET' ? 'google-secret' : undefined) } }) })
  type Server = ReturnType<typeof server>
  /** A project with e-mail and Google on, its Google client set. */
  const setUp = async (id: string) => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id, allowedOrigins: [linkAppOrigin], features: { email: true, socials: ['google'] } })
    await setSocialClient(db, id, { provider: 'google', clientId: 'portico-google', secretEnv: 'GOOGLE_SECRET' })
  }
  /** A signed-in e-mail user of `project`: its user id and session token. */
  const emailUser = async (project: string, email: string) => {
    const { db } = database.get()
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: email, master: parseMasterKey(testMasterKey), now: clock.now })
    const { token } = await createEmbeddedSession(db, { projectId: project, userId, frameOrigin: testFrameOrigin, parentOrigin: linkAppOrigin, now: clock.now, ttlMs: 3_600_000 })
    return { userId, token }
  }
  /** A request from the frame (`origin`), with the session's bearer token when given; a body makes it a POST. */
  const call = async (s: Server, project: string, path: string, token: string | undefined, body?: unknown, origin = testFrameOrigin) => {
    const headers: Record<string, string> = { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) }
    const response = await s.request(`${path}?projectId=${project}`, body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, ...(await json(response)) }
  }
  /** A browser completes Google's consent at `url` as `email`: the callback page and the message it holds. */
  const consent = async (s: Server, url: string, email: string) => {
    const back = await signInAtStandIn(url, { value: email, redirectPrefix: testPublicUrl })
    const html = await (await s.request(`${back.pathname}${back.search}`)).text()
    return { html, ...(JSON.parse(/var d=(\{.*?\});\n/.exec(html)![1]!).message as { ok: boolean; result?: string; error?: { code: string } }) }
  }
  return { clock, database, embedded, server, setUp, emailUser, call, consent }
}
