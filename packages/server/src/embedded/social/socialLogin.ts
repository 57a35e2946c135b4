import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import * as oidc from 'openid-client'
import type { Database } from '../../db/schema.ts'
import type { Features, SocialId } from '../../projects/features.ts'
import { socialIds } from '../../projects/features.ts'
import { EmbeddedError } from '../errors.ts'
import { mac } from '../masterKey.ts'
import { createEmbeddedSession } from '../sessions.ts'
import type { EmbeddedUser, EmbeddedWalletDeps } from '../types.ts'
import { requireLinkable } from '../linkedLogins.ts'
import { describeUser, findOrCreateUser } from '../wallets.ts'
import { authorizationUrl, type ProviderClient, redeemCode } from './oauthClient.ts'
import { listSocialClients } from './socialClients.ts'
import { socialLoginTtlMs, type SocialLoginDeps } from './types.ts'

export type SocialContext = EmbeddedWalletDeps & { social: SocialLoginDeps; db: Kysely<Database>; now: number }

/** A `state` as it is stored: its SHA-256 (the state itself is never kept). */
export const hashState = (state: string) => createHash('sha256').update(state).digest('hex')
const resultPurpose = (loginId: string) => `social-result:${loginId}`

/**
 * The project's ready client at `provider`, or `embedded_social_unknown_provider`: the provider is
 * not one we know, not among the project's socials, has no client configured, no endpoints on this
 * server, or its secret is missing from the environment. (Pay turning socials off is the kit's rule,
 * spec §5, as for e-mail: the config it reads says so.)
 */
export async function providerClient(ctx: SocialContext, project: { id: string; features: Features }, provider: string): Promise<ProviderClient> {
  const refuse = (reason: string) => new EmbeddedError('embedded_social_unknown_provider', 'This login provider is not available for this app', { details: { provider: provider.slice(0, 32), reason } })
  if (!socialIds.includes(provider as SocialId)) throw refuse('unknown')
  const id = provider as SocialId
  const { socials } = project.features
  if (!socials || !socials.includes(id)) throw refuse('off')
  const client = (await listSocialClients(ctx.db, project.id)).find((entry) => entry.provider === id)
  const endpoints = ctx.social.endpoints[id]
  if (!client || !endpoints) throw refuse('not_configured')
  const clientSecret = ctx.social.secrets(client.secretEnv)
  if (!clientSecret) throw refuse('no_secret')
  const appleJwt = endpoints.protocol === 'oidc' && endpoints.clientSecret === 'apple-jwt'
  if (appleJwt && !(client.appleTeamId && client.appleKeyId)) throw refuse('not_configured')
  return {
    provider: id,
    endpoints,
    clientId: client.clientId,
    clientSecret,
    ...(appleJwt ? { appleKey: { teamId: client.appleTeamId!, keyId: client.appleKeyId! } } : {}),
    redirectUri: `${ctx.publicUrl}/v1/embedded/social/callback/${id}`,
    fetch: ctx.social.fetch,
    limits: ctx.social.limits,
  }
}

/**
 * Starts a social login for the frame: fresh `state`, `nonce` and PKCE verifier, kept here (the
 * state as its hash) for `socialLoginTtlMs`; answers the provider's URL (the host opens it in a
 * popup) and the attempt's id (the frame's alone). With `link` (a logged-in user's session, and the
 * hash of the secret the start answers that frame: `startSocialLink`) the attempt is to link the
 * login to that user's wallet, at the finish, instead of signing in. With `returnTo`
 * (a sign-in in the same tab, checked by the caller: `checkReturnTo`) the callback redirects there.
 */
export async function startSocialLogin(
  ctx: SocialContext,
  parameters: { project: { id: string; features: Features }; provider: string; parentOrigin: string; link?: { userId: string; sessionId: string; bindingHash: string } | undefined; returnTo?: string | undefined },
): Promise<{ loginId: string; url: string }> {
  const client = await providerClient(ctx, parameters.project, parameters.provider)
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() }
  const url = await authorizationUrl(client, checks)
  const loginId = randomBytes(16).toString('hex')
  await ctx.db
    .insertInto('embedded_social_logins')
    .values({
      id: loginId,
      project_id: parameters.project.id,
      provider: client.provider,
      state_hash: hashState(checks.state),
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      frame_origin: ctx.frameOrigin,
      parent_origin: parameters.parentOrigin,
      status: 'pending',
      link_user_id: parameters.link?.userId ?? null,
      link_session_id: parameters.link?.sessionId ?? null,
      link_binding_hash: parameters.link?.bindingHash ?? null,
      return_to: parameters.link ? null : (parameters.returnTo ?? null),
      created_at: ctx.now,
      expires_at: ctx.now + socialLoginTtlMs,
    })
    .execute()
  return { loginId, url }
}

/**
 * What the callback page hands the frame: the one-time result code, or why the login failed. With
 * `returnTo` (a same-tab login) the browser goes back there instead, the outcome in the fragment.
 */
export type SocialCallbackOutcome = {
  loginId: string
  frameOrigin: string
  returnTo: string | null
  /** A link attempt (its page says the link is finished from where it started). */
  link?: boolean
  outcome: { ok: true; result: string } | { ok: false; error: { code: string; message: string } }
}

/**
 * The provider sent the browser back with `callbackUrl`. The `state` must name a pending, unexpired
 * attempt for this provider; it is claimed at once (a replay finds nothing). Then the code is
 * redeemed and checked (`redeemCode`), and the identity `(provider, subject)` finds or makes the
 * user. A linking attempt links nothing here (this browser may not be the one that started it): the
 * identity is kept on the attempt for the finish (`finishSocialLink`), `embedded_login_taken` when
 * another wallet has it already. A failure after the claim is the attempt's outcome (the frame shows it),
 * with no identity stored. `appleName` is the name in Apple's first-login form, if any.
 *
 * @throws {EmbeddedError} `embedded_social_state_invalid` (no such state: forged, replayed, expired).
 */
export async function completeSocialLogin(
  ctx: SocialContext,
  parameters: { provider: string; callbackUrl: URL; appleName?: string | undefined; project: (id: string) => Promise<{ id: string; features: Features } | undefined> },
): Promise<SocialCallbackOutcome> {
  const state = parameters.callbackUrl.searchParams.get('state') ?? ''
  const invalid = () => new EmbeddedError('embedded_social_state_invalid', 'This login is not valid any more: start it again from the app')
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(state)) throw invalid()
  const claimed = await ctx.db
    .updateTable('embedded_social_logins')
    .set({ status: 'failed', error_code: 'embedded_social_state_invalid' })
    .where('state_hash', '=', hashState(state))
    .where('provider', '=', parameters.provider)
    .where('status', '=', 'pending')
    .where('expires_at', '>', ctx.now)
    .returningAll()
    .executeTakeFirst()
  if (!claimed) throw invalid()
  const base = { loginId: claimed.id, frameOrigin: claimed.frame_origin, returnTo: claimed.return_to, link: claimed.link_user_id !== null }
  try {
    const project = await parameters.project(claimed.project_id)
    if (!project) throw invalid()
    const client = await providerClient(ctx, project, claimed.provider)
    const profile = await redeemCode(client, parameters.callbackUrl, { state, nonce: claimed.nonce, codeVerifier: claimed.code_verifier }, { appleName: parameters.appleName })
    const identity = { provider: client.provider, subject: profile.subject, username: profile.username, avatar: profile.avatar, now: ctx.now }
    const linkUserId = claimed.link_user_id
    if (linkUserId) await requireLinkable(ctx.db, { ...identity, userId: linkUserId })
    const { userId } = linkUserId ? { userId: linkUserId } : await findOrCreateUser(ctx.db, { ...identity, master: ctx.master })
    const linked = linkUserId ? { link_subject: identity.subject, link_username: identity.username ?? null, link_avatar: identity.avatar ?? null } : {}
    const result = randomBytes(32).toString('base64url')
    await ctx.db
      .updateTable('embedded_social_logins')
      .set({ status: 'done', error_code: null, user_id: userId, result_mac: mac(ctx.master, resultPurpose(claimed.id), result), ...linked })
      .where('id', '=', claimed.id)
      .execute()
    return { ...base, outcome: { ok: true, result } }
  } catch (error) {
    const refused = error instanceof EmbeddedError ? error : new EmbeddedError('embedded_social_provider_failed', 'The login could not be completed', { cause: error })
    await ctx.db.updateTable('embedded_social_logins').set({ error_code: refused.code }).where('id', '=', claimed.id).execute()
    return { ...base, outcome: { ok: false, error: { code: refused.code, message: refused.message } } }
  }
}

/** What a redeemed link attempt links: the identity the provider gave at the callback. */
export type LinkIdentity = { provider: string; subject: string; username?: string | undefined; avatar?: string | undefined }

/**
 * The frame redeems the result code the callback page handed it: once, for its own attempt (this
 * project and frame origin), before the attempt expires. A sign-in's attempt without `link`; a
 * link's only with `link`: the user and the very session that started it, and the secret its start
 * answered (`binding`, compared as its hash).
 *
 * @throws {EmbeddedError} `embedded_social_result_invalid`.
 */
export async function redeemResult(
  ctx: SocialContext,
  parameters: { projectId: string; loginId: string; result: string; link?: { userId: string; sessionId: string; binding: string } | undefined },
): Promise<{ userId: string; parentOrigin: string; identity: LinkIdentity | null }> {
  const invalid = () => new EmbeddedError('embedded_social_result_invalid', 'This login result is not valid: start the login again')
  const { link } = parameters
  let query = ctx.db
    .selectFrom('embedded_social_logins')
    .select(['id', 'provider', 'user_id', 'result_mac', 'parent_origin', 'link_subject', 'link_username', 'link_avatar'])
    .where('id', '=', parameters.loginId)
    .where('project_id', '=', parameters.projectId)
    .where('frame_origin', '=', ctx.frameOrigin)
    .where('status', '=', 'done')
    .where('expires_at', '>', ctx.now)
  query = link
    ? query.where('link_user_id', '=', link.userId).where('link_session_id', '=', link.sessionId).where('link_binding_hash', '=', hashState(link.binding))
    : query.where('link_user_id', 'is', null)
  const login = await query.executeTakeFirst()
  if (!login?.result_mac || !login.user_id || (link && !login.link_subject)) throw invalid()
  const given = Buffer.from(mac(ctx.master, resultPurpose(login.id), parameters.result), 'hex')
  const expected = Buffer.from(login.result_mac, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid()
  const used = await ctx.db
    .updateTable('embedded_social_logins')
    .set({ status: 'used', result_mac: null })
    .where('id', '=', login.id)
    .where('status', '=', 'done')
    .returning('id')
    .executeTakeFirst()
  if (!used) throw invalid()
  const identity = link && login.link_subject ? { provider: login.provider, subject: login.link_subject, username: login.link_username ?? undefined, avatar: login.link_avatar ?? undefined } : null
  return { userId: login.user_id, parentOrigin: login.parent_origin, identity }
}

/** A sign-in's result redeemed (`redeemResult`): makes the session, as a code does for an e-mail login. */
export async function finishSocialLogin(
  ctx: SocialContext & { sessionTtlMs: number },
  parameters: { projectId: string; loginId: string; result: string; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: number; user: EmbeddedUser }> {
  const login = await redeemResult(ctx, parameters)
  const session = await createEmbeddedSession(ctx.db, {
    projectId: parameters.projectId,
    userId: login.userId,
    frameOrigin: ctx.frameOrigin,
    parentOrigin: login.parentOrigin,
    now: ctx.now,
    ttlMs: ctx.sessionTtlMs,
    userAgent: parameters.userAgent,
  })
  return { ...session, user: await describeUser(ctx.db, login.userId) }
}
