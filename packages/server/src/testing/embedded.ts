import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../db/schema.ts'
import { mac, parseMasterKey } from '../embedded/masterKey.ts'
import { findOrCreateUser } from '../embedded/wallets.ts'
import type { EmbeddedWalletOptions } from '../http/createApp.ts'
import { smtpMailer } from '../mail/mailer.ts'
import { testFrameOrigin, testMasterKey } from './embeddedKeys.ts'
import { type MailCatcher, startMailCatcher } from './mailCatcher.ts'

export { testFrameOrigin, testMasterKey, testPublicUrl } from './embeddedKeys.ts'

/**
 * A real SMTP server for the enclosing `describe` (`startMailCatcher`), and the embedded-wallet
 * options of a test app that mails through it.
 */
export function useEmbeddedWallet() {
  let catcher: MailCatcher | undefined
  let mailer: ReturnType<typeof smtpMailer> | undefined
  beforeAll(async () => {
    catcher = await startMailCatcher()
    mailer = smtpMailer({ url: catcher.url, from: 'Portico <wallet@portico.test>' })
  })
  afterAll(async () => {
    mailer?.close?.()
    await catcher?.close()
  })
  const get = () => {
    if (!catcher || !mailer) throw new Error('The mail catcher is not started yet (use it inside tests)')
    return { catcher, mailer }
  }
  return {
    mail: () => get().catcher,
    options: (overrides: Partial<EmbeddedWalletOptions> = {}): EmbeddedWalletOptions => ({
      masterKey: testMasterKey,
      mailer: get().mailer,
      frameOrigin: testFrameOrigin,
      // Social logins: Google's and GitHub's endpoints at a closed port (the fixture logins' code exchange fails, typed), one secret.
      social: { endpoints: fixtureSocialEndpoints, secrets: (name) => (name === 'FIXTURE_SOCIAL_SECRET' ? 'fixture-secret' : undefined) },
      ...overrides,
    }),
  }
}

const closed = 'http://127.0.0.1:9'
/** The social endpoints of the test apps: a closed port (nothing answers). */
export const fixtureSocialEndpoints = {
  google: { protocol: 'oidc', issuer: closed, authorizationEndpoint: `${closed}/auth`, tokenEndpoint: `${closed}/token`, jwksUri: `${closed}/jwks`, scope: 'openid email profile' },
  apple: { protocol: 'oidc', issuer: closed, authorizationEndpoint: `${closed}/auth`, tokenEndpoint: `${closed}/token`, jwksUri: `${closed}/jwks`, scope: 'openid name email', responseMode: 'form_post', clientSecret: 'apple-jwt' },
  github: { protocol: 'oauth2', authorizationEndpoint: `${closed}/login/oauth/authorize`, tokenEndpoint: `${closed}/login/oauth/access_token`, userEndpoint: `${closed}/user`, scope: 'read:user' },
} as const

/** Fixed fixtures the route table's samples name (see `seedEmbeddedFixtures`). */
export const embeddedFixtures = Object.freeze({
  email: 'fixture@example.com',
  deviceId: 'fixture-device-0123456789abcdef',
  /** A session token of the fixture user in project `p`. */
  sessionToken: 'fixtureSessionToken0123456789abcdefghijklmn',
  /** A login waiting for its code, and the code. */
  otpLoginId: '0123456789abcdef0123456789abcdef',
  otp: '123456',
  /** A device link's secret, waiting to be followed. */
  deviceSecret: 'fixtureDeviceSecret0123456789abcdefghijklmn',
  deviceLoginId: 'fedcba9876543210fedcba9876543210',
  /** An e-mail update of the fixture session waiting for its first code (`otp`), to `newEmail`. */
  updateId: '00112233445566778899aabbccddeeff',
  newEmail: 'fixture-new@example.com',
  /** A key export of the fixture session waiting for its code (`otp`). */
  exportId: 'ffeeddccbbaa99887766554433221100',
  /** A P-256 public key (the generator point) for the export's answer to be encrypted to. */
  exportPublicKey: '0x046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c2964fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5',
  /** The undo link's secret of another wallet's e-mail change (from `movedFrom` to `movedTo`). */
  undoSecret: 'fixtureUndoSecret0123456789abcdefghijklmnop',
  movedFrom: 'fixture-moved-from@example.com',
  movedTo: 'fixture-moved-to@example.com',
  /** A Google login waiting at the provider (its state), and one done waiting for the frame (its result). */
  socialState: 'fixtureSocialState0123456789abcdefghijklmno',
  socialPendingId: 'abcdefabcdefabcdefabcdefabcdef01',
  socialDoneId: 'abcdefabcdefabcdefabcdefabcdef02',
  socialResult: 'fixtureSocialResult0123456789abcdefghijklmn',
  /** A Farcaster sign-in waiting at the relay, and the frame's poll secret for it. */
  farcasterLoginId: 'abcdefabcdefabcdefabcdefabcdef03',
  farcasterPollSecret: 'fixturePollSecret0123456789abcdefghijklmnop',
})

/** Seeds project `projectId` (its e-mail feature on) with the fixture user, session, and two waiting logins. */
export async function seedEmbeddedFixtures(db: Kysely<Database>, { projectId, now }: { projectId: string; now: number }) {
  const master = parseMasterKey(testMasterKey)
  const f = embeddedFixtures
  const { userId } = await findOrCreateUser(db, { provider: 'email', subject: f.email, master, now })
  const sessionId = createHash('sha256').update(f.sessionToken).digest('hex')
  await db
    .insertInto('embedded_sessions')
    .values({
      id: sessionId,
      project_id: projectId,
      user_id: userId,
      frame_origin: testFrameOrigin,
      parent_origin: null,
      created_at: now,
      expires_at: now + 60 * 60_000,
      revoked_at: null,
    })
    .execute()
  const login = {
    project_id: projectId,
    email: f.email,
    device_hash: createHash('sha256').update(f.deviceId).digest('hex'),
    frame_origin: testFrameOrigin,
    parent_origin: null,
    attempts: 0,
    resends: 0,
    created_at: now,
    expires_at: now + 15 * 60_000,
  }
  await db
    .insertInto('embedded_logins')
    .values([
      { ...login, id: f.otpLoginId, status: 'otp', device_secret_mac: null, otp_mac: mac(master, `otp:${f.otpLoginId}`, f.otp), otp_expires_at: now + 10 * 60_000 },
      { ...login, id: f.deviceLoginId, status: 'device', device_secret_mac: mac(master, 'device-link', f.deviceSecret), otp_mac: null, otp_expires_at: null },
    ])
    .execute()
  const challenge = {
    project_id: projectId,
    user_id: userId,
    session_id: sessionId,
    frame_origin: testFrameOrigin,
    email: f.email,
    step: 'primary' as const,
    otp_expires_at: now + 10 * 60_000,
    attempts: 0,
    resends: 0,
    created_at: now,
    expires_at: now + 15 * 60_000,
  }
  await db
    .insertInto('embedded_challenges')
    .values([
      { ...challenge, id: f.updateId, kind: 'update_email', new_email: f.newEmail, otp_mac: mac(master, `challenge:${f.updateId}:primary`, f.otp) },
      { ...challenge, id: f.exportId, kind: 'export_key', new_email: null, otp_mac: mac(master, `challenge:${f.exportId}:primary`, f.otp) },
    ])
    .execute()
  // Social logins: Google's client (its secret in the test apps' secrets), a login at the provider and one done.
  await db.insertInto('embedded_social_clients').values({ project_id: projectId, provider: 'google', client_id: 'fixture-client', secret_env: 'FIXTURE_SOCIAL_SECRET', created_at: now }).onConflict((oc) => oc.doNothing()).execute()
  const social = { project_id: projectId, provider: 'google', nonce: 'fixture-nonce', code_verifier: 'fixture-verifier-0123456789abcdefghijklmnopqrstuvwxyz', frame_origin: testFrameOrigin, parent_origin: 'https://app.example.com', created_at: now, expires_at: now + 10 * 60_000 }
  await db
    .insertInto('embedded_social_logins')
    .values([
      { ...social, id: f.socialPendingId, state_hash: createHash('sha256').update(f.socialState).digest('hex'), status: 'pending' },
      { ...social, id: f.socialDoneId, state_hash: 'fixture-done', status: 'done', user_id: userId, result_mac: mac(master, `social-result:${f.socialDoneId}`, f.socialResult) },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute()
  await db
    .insertInto('embedded_farcaster_logins')
    .values({ id: f.farcasterLoginId, project_id: projectId, channel_token: 'stub-channel', nonce: 'fixturenonce0123', domain: 'app.example.com', frame_origin: testFrameOrigin, parent_origin: 'https://app.example.com', status: 'pending', error_code: null, poll_secret_hash: createHash('sha256').update(f.farcasterPollSecret).digest('hex'), created_at: now, expires_at: now + 3 * 60_000 })
    .onConflict((oc) => oc.doNothing())
    .execute()
  // Another wallet that changed its e-mail: its undo link waits (the fixture user's export is not held).
  const moved = await findOrCreateUser(db, { provider: 'email', subject: f.movedTo, master, now })
  await db
    .insertInto('embedded_email_changes')
    .values({ id: 'fixture-change', user_id: moved.userId, old_email: f.movedFrom, new_email: f.movedTo, undo_mac: mac(master, 'email-undo', f.undoSecret), created_at: now, undo_until: now + 48 * 3_600_000, undone_at: null })
    .onConflict((oc) => oc.doNothing())
    .execute()
}
