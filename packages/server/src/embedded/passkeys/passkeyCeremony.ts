import { randomBytes } from 'node:crypto'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { EmbeddedError } from '../errors.ts'
import type { MasterKey } from '../masterKey.ts'
import { findOrCreateUser } from '../wallets.ts'
import { consumePasskeyChallenge, createPasskeyChallenge, passkeyTimeoutMs } from './passkeyChallenges.ts'
import { asCredential, passkeysOf, recordPasskeyUse, requirePasskey } from './passkeyCredentials.ts'

/**
 * The WebAuthn ceremonies of the embedded wallet (issue 40). The relying party is the wallet
 * frame's origin: its host is the RP ID and the only accepted origin, so a passkey made in the frame
 * serves every project (dapp) whose frame is on this server, and a host page cannot use it. User
 * verification is required; attestation is `none` (the server trusts no authenticator model, only
 * the key it registered). The credential is discoverable (`residentKey: required`): the login needs
 * no user name.
 */
export type PasskeyContext = {
  db: Kysely<Database>
  master: MasterKey
  now: number
  projectId: string
  /** The wallet frame's origin (`https://wallet.example`): the only origin a ceremony may come from. */
  frameOrigin: string
  /**
   * The host page the frame is embedded in for this ceremony (a sign-up's or login's checked
   * `parentOrigin`, a signed-in user's session's): a browser names it in the client data of a
   * ceremony run in a cross-origin frame (`topOrigin`), and only that page is accepted there.
   */
  topOrigin?: string | undefined
}

/** For a signed-in user's ceremony (a passkey added as a second factor, or the factor asked for). */
export type PasskeySessionOwner = { userId: string; sessionId: string }

/** The RP ID of a frame origin: its host name (no port). */
export const rpIdOf = (frameOrigin: string) => new URL(frameOrigin).hostname

export const passkeyRpName = 'Portico wallet'

/** Options for `navigator.credentials.create`: for a new user (`owner` null) or to add a passkey to a signed-in one. */
export async function beginPasskeyRegistration(
  ctx: PasskeyContext,
  owner: PasskeySessionOwner | null,
): Promise<{ requestId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const userHandle = randomBytes(32)
  const existing = owner ? await passkeysOf(ctx.db, owner.userId) : []
  const challenge = await createPasskeyChallenge(
    ctx.db,
    { projectId: ctx.projectId, frameOrigin: ctx.frameOrigin, now: ctx.now },
    { purpose: 'register', userId: owner?.userId ?? null, sessionId: owner?.sessionId ?? null, userHandle: userHandle.toString('base64url') },
  )
  const options = await generateRegistrationOptions({
    rpName: passkeyRpName,
    rpID: rpIdOf(ctx.frameOrigin),
    userName: `Portico wallet ${new Date(ctx.now).toISOString().slice(0, 10)}`,
    userID: new Uint8Array(userHandle),
    challenge: Buffer.from(challenge.challenge, 'base64url'),
    timeout: passkeyTimeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => asCredential(row)),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  return { requestId: challenge.id, options }
}

/**
 * Checks a new passkey and keeps it, with its `name` when given: for a new user it makes the user and
 * wallet (the identity `passkey` / credential ID), for a signed-in one it adds it to that user.
 *
 * @throws {EmbeddedError} `embedded_request_unknown`/`expired` (no such live request), `embedded_passkey_refused` (the response does not verify, or the passkey is already registered).
 */
export async function finishPasskeyRegistration(
  ctx: PasskeyContext,
  owner: PasskeySessionOwner | null,
  parameters: { requestId: string; response: RegistrationResponseJSON; name?: string | undefined },
): Promise<{ userId: string; credentialId: string; created: boolean }> {
  const challenge = await consumePasskeyChallenge(
    ctx.db,
    { projectId: ctx.projectId, frameOrigin: ctx.frameOrigin, now: ctx.now, sessionId: owner?.sessionId ?? null },
    { id: parameters.requestId, purpose: 'register' },
  )
  if ((owner?.userId ?? null) !== challenge.user_id) throw new EmbeddedError('embedded_request_unknown', 'No such passkey request: start again')
  const rpId = rpIdOf(ctx.frameOrigin)
  requireTopOrigin(ctx, parameters.response.response.clientDataJSON)
  const verification = await refuseUnverified(() =>
    verifyRegistrationResponse({
      response: parameters.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: ctx.frameOrigin,
      expectedRPID: rpId,
      requireUserVerification: true,
    }),
  )
  const info = verification.registrationInfo
  if (!verification.verified || !info || info.fmt !== 'none') throw refused()
  const credentialId = info.credential.id
  const taken = await ctx.db.selectFrom('embedded_passkeys').select('user_id').where('credential_id', '=', credentialId).executeTakeFirst()
  if (taken) throw refused('This passkey is already registered')
  const userId = owner
    ? owner.userId
    : (await findOrCreateUser(ctx.db, { provider: 'passkey', subject: credentialId, master: ctx.master, now: ctx.now })).userId
  const inserted = await ctx.db
    .insertInto('embedded_passkeys')
    .values({
      credential_id: credentialId,
      user_id: userId,
      public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      device_type: info.credentialDeviceType,
      backed_up: info.credentialBackedUp ? 1 : 0,
      transports: JSON.stringify(parameters.response.response.transports ?? []),
      rp_id: rpId,
      created_at: ctx.now,
      last_used_at: null,
      name: parameters.name ?? null,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('credential_id')
    .executeTakeFirst()
  if (!inserted) throw refused('This passkey is already registered')
  return { userId, credentialId, created: owner === null }
}

/** Options for `navigator.credentials.get`: a discoverable login (`owner` null), or the signed-in user's second factor (their passkeys only). */
export async function beginPasskeyAuthentication(
  ctx: PasskeyContext,
  owner: PasskeySessionOwner | null,
): Promise<{ requestId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const allowed = owner ? await passkeysOf(ctx.db, owner.userId) : []
  if (owner && allowed.length === 0) throw new EmbeddedError('embedded_passkey_unknown', 'This wallet has no passkey')
  const challenge = await createPasskeyChallenge(
    ctx.db,
    { projectId: ctx.projectId, frameOrigin: ctx.frameOrigin, now: ctx.now },
    { purpose: owner ? 'verify' : 'login', userId: owner?.userId ?? null, sessionId: owner?.sessionId ?? null, userHandle: null },
  )
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(ctx.frameOrigin),
    challenge: Buffer.from(challenge.challenge, 'base64url'),
    timeout: passkeyTimeoutMs,
    userVerification: 'required',
    allowCredentials: allowed.map((row) => asCredential(row)),
  })
  return { requestId: challenge.id, options }
}

/**
 * Checks an assertion against its request and the stored passkey: the request's challenge is spent
 * first (a replay finds none), the passkey must belong to the request's user (a second factor) and to
 * this RP ID, the signature must verify with user verification, and a counter that does not go up
 * (when the authenticator keeps one) is refused. The new counter and backup flag are kept.
 *
 * @throws {EmbeddedError} `embedded_request_unknown`/`expired`, `embedded_passkey_unknown`, `embedded_passkey_refused`.
 */
export async function finishPasskeyAuthentication(
  ctx: PasskeyContext,
  owner: PasskeySessionOwner | null,
  parameters: { requestId: string; response: AuthenticationResponseJSON },
): Promise<{ userId: string; credentialId: string }> {
  const challenge = await consumePasskeyChallenge(
    ctx.db,
    { projectId: ctx.projectId, frameOrigin: ctx.frameOrigin, now: ctx.now, sessionId: owner?.sessionId ?? null },
    { id: parameters.requestId, purpose: owner ? 'verify' : 'login' },
  )
  if ((owner?.userId ?? null) !== challenge.user_id) throw new EmbeddedError('embedded_request_unknown', 'No such passkey request: start again')
  const row = await requirePasskey(ctx.db, parameters.response.id)
  const rpId = rpIdOf(ctx.frameOrigin)
  if (row.rp_id !== rpId) throw new EmbeddedError('embedded_passkey_unknown', 'This passkey is not registered here')
  if (owner && row.user_id !== owner.userId) throw refused('This passkey belongs to another wallet')
  requireTopOrigin(ctx, parameters.response.response.clientDataJSON)
  const verification = await refuseUnverified(() =>
    verifyAuthenticationResponse({
      response: parameters.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: ctx.frameOrigin,
      ...(ctx.topOrigin ? { expectedTopOrigin: ctx.topOrigin } : {}),
      expectedRPID: rpId,
      credential: asCredential(row),
      requireUserVerification: true,
    }),
  )
  if (!verification.verified || !verification.authenticationInfo.userVerified) throw refused()
  const info = verification.authenticationInfo
  await recordPasskeyUse(ctx.db, row, { counter: info.newCounter, backedUp: info.credentialBackedUp, deviceType: info.credentialDeviceType, now: ctx.now })
  return { userId: row.user_id, credentialId: row.credential_id }
}

const refused = (message = 'The passkey could not be verified', cause?: unknown) => new EmbeddedError('embedded_passkey_refused', message, { cause })

/**
 * A ceremony run in a cross-origin frame names the page around it (`crossOrigin`, `topOrigin`): it
 * must be the ceremony's host page. Checked here for both ceremonies (the library checks it only at
 * login); a client data that names none passes (a browser without `topOrigin`, or the frame on its own).
 */
function requireTopOrigin(ctx: PasskeyContext, clientDataJSON: string): void {
  let data: { crossOrigin?: unknown; topOrigin?: unknown }
  try {
    data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as typeof data
  } catch (error) {
    throw refused('The passkey could not be verified', error)
  }
  if (data === null || typeof data !== 'object' || data.topOrigin === undefined) return
  if (data.topOrigin !== ctx.topOrigin) throw refused('This passkey ceremony ran in another page')
}

/** The library throws on a malformed or wrong response (bad origin, RP ID, challenge, signature, counter): that is a refusal, never a 500. */
async function refuseUnverified<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify()
  } catch (error) {
    throw refused('The passkey could not be verified', error)
  }
}
