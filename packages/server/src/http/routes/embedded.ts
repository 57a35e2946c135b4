import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { Hex } from 'viem'
import type { z } from 'zod'
import {
  callsStatusBody,
  embeddedSignBody,
  smartAccountBody,
  emailUpdateBody,
  emailUpdateIdBody,
  emailUpdateOtpBody,
  emptyBody,
  keyExportIdBody,
  keyExportKeyBody,
  loginBody,
  loginOtpBody,
  loginStartBody,
} from '@portico/core/contract'
import type { ChallengeContext } from '../../embedded/challenges.ts'
import { loginStatus, resendOtp, startEmailLogin, verifyOtp } from '../../embedded/emailLogin.ts'
import { resendEmailUpdate, startEmailUpdate, verifyEmailUpdatePrimary, verifyEmailUpdateSecondary } from '../../embedded/emailUpdate.ts'
import { resendKeyExport, revealKey, startKeyExport } from '../../embedded/keyExport.ts'
import { EmbeddedError, EmbeddedUnavailableError } from '../../embedded/errors.ts'
import { listEmbeddedSessions, requireEmbeddedSession, revokeAllEmbeddedSessions, revokeEmbeddedSession } from '../../embedded/sessions.ts'
import { deviceCookieName, frameCookie, isDeviceId, newDeviceId, readCookie, sessionCookieName } from '../../embedded/frameCookies.ts'
import { type SignRequest, signForUser } from '../../embedded/signer.ts'
import type { PasskeyProof } from '../../embedded/passkeys/passkeyFactor.ts'
import { requireSendPasskey } from '../../embedded/passkeys/sendLimit.ts'
import type { EmbeddedWalletDeps } from '../../embedded/types.ts'
import { describeUser, eoaAddress } from '../../embedded/wallets.ts'
import { describeSmartAccount, requireBundlerChain, smartAccountChains, userOperationStatus } from '../../embedded/smartAccount.ts'
import { OriginNotAllowedError, ServerError } from '../../errors.ts'
import { UpstreamUnavailableError } from '../../chains/errors.ts'
import { isOriginAllowed } from '../../projects/origins.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import { sessionTokenOf } from './embeddedSessionToken.ts'
import { requireFeature } from '../requireFeature.ts'
import { sponsorsChain } from '../../paymaster/sponsorsChain.ts'
import { projectPaymaster } from '../../paymaster/projectPaymaster.ts'
import type { AppDeps, AppEnv } from '../types.ts'

// The bodies are the contract's.
const startBody = loginStartBody
const otpBody = loginOtpBody
const signBody = embeddedSignBody
const updateStartBody = emailUpdateBody
const updateBody = emailUpdateIdBody
const updateOtpBody = emailUpdateOtpBody
const exportBody = keyExportIdBody
const exportOtpBody = keyExportKeyBody

/**
 * The embedded wallet's API (issue 13). Only the wallet frame calls it: every route but the
 * device-approval page refuses an `Origin` other than the frame's (403 `embedded_origin_refused`),
 * needs the project's `email` feature (403 `feature_disabled`), and answers 503
 * `embedded_unavailable` on a server without a master key and a mailer.
 *
 * - `GET /v1/embedded/project` → `{ name, allowedOrigins }` (the frame checks its parent against them).
 * - `POST /v1/embedded/login/start` `{ email, deviceId, parentOrigin }` (+ the frame's bearer token, if
 *   any) → `{ action: 'CONNECT' | 'VERIFY_OTP' | 'VERIFY_DEVICE', loginId? }`.
 * - `POST /v1/embedded/login/status` `{ loginId }` → `{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }`.
 * - `POST /v1/embedded/login/resend` `{ loginId }` → `{ ok: true }`; 429 `embedded_cooldown` within 30 s.
 * - `POST /v1/embedded/login/otp` `{ loginId, otp }` → `{ token, expiresAt, user }`.
 * - `GET /v1/embedded/me` (bearer) → `{ user }`.
 * - `POST /v1/embedded/sign` (bearer) `{ method, … }` → `{ signature }` or `{ hash }`. A send whose native value is above
 *   the wallet's passkey send limit brings `passkey` (a fresh assertion, else 403 `embedded_passkey_required`).
 *   With `account: 'smartAccount'` (and `chainId`) the user's Safe signs (ERC-1271; ERC-6492 before it is
 *   deployed) or sends (one UserOperation through the chain's bundler); `wallet_sendCalls` `{ chainId, calls }`
 *   → `{ id }` (the UserOperation's hash).
 * - `POST /v1/embedded/smart-account` (session) `{ chainId? }` → `{ networks, account: { address, deployed, sponsored } | null }`:
 *   the chains with a bundler, and the Safe on `chainId` (null when that chain has no bundler), `sponsored`
 *   when the project's paymaster policy (or the chain's paymaster service) pays its gas there.
 * - `POST /v1/embedded/calls/status` (session) `{ chainId, id }` → the batch as EIP-5792 `wallet_getCallsStatus`
 *   answers it; 404 `embedded_request_unknown` for another account's batch or an unknown id.
 * - `POST /v1/embedded/signout` (bearer) → `{ ok: true }`.
 * - `GET /v1/embedded/sessions` (session) → `{ sessions: [{ current, createdAt, lastSeenAt, appOrigin, userAgent }] }`
 *   (the user's live sessions here); `POST /v1/embedded/sessions/revoke` → `{ ended }`: every session of the
 *   user ends, this one too ("sign out everywhere").
 * - `POST /v1/embedded/email/update` (session) `{ email }` → `{ action: 'VERIFY_PRIMARY_OTP', updateId }` (a code
 *   to the current address); 409 `embedded_email_taken`, 400 `embedded_email_unchanged`, 429 `embedded_cooldown`; a wallet
 *   with a passkey brings `passkey` (its assertion, else 403 `embedded_passkey_required`).
 * - `POST /v1/embedded/email/update/primary` (session) `{ updateId, otp }` → `{ action: 'VERIFY_SECONDARY_OTP' }`
 *   (a code to the new address); `…/secondary` `{ updateId, otp }` → `{ user }` with the new address;
 *   `…/resend` `{ updateId }` → `{ action }` (a new code for the step it waits at).
 * - `POST /v1/embedded/export/start` (session) → `{ exportId, code }` (a fresh code to the user's address; a passkey-only
 *   wallet has none, `code: false`: `…/key` then takes no `otp` and requires its passkey's assertion);
 *   `…/resend` `{ exportId }` → `{ ok: true }`; `…/key` `{ exportId, otp, publicKey }` → `{ address, enc, ciphertext }`,
 *   once: the key encrypted to the frame's one-time P-256 key (HPKE), never the key itself.
 * The mailed links' pages (device approval, e-mail change undo) are in `embeddedLinks.ts`.
 */
export function embeddedRoutes(deps: AppDeps) {
  const embedded = (): EmbeddedWalletDeps => {
    if (!deps.embedded) throw new EmbeddedUnavailableError({ missing: 'embeddedWallet (master key, mailer, frame origin)' })
    return deps.embedded
  }
  /** Refuses any caller but the wallet frame (a browser always sends `Origin` on these cross-origin calls). */
  const frameOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { frameOrigin } = embedded()
    if (c.get('scope').origin !== frameOrigin) throw new EmbeddedError('embedded_origin_refused', 'Only the wallet frame may call this')
    await next()
  }
  const scoped = (bucket: Parameters<typeof projectScope>[1]['bucket']) =>
    [projectScope(deps, { bucket, checkOrigin: false }), requireFeature('email'), frameOnly] as const
  const context = (c: Context<AppEnv>) => {
    const { project } = c.get('scope')
    return { ...embedded(), db: deps.db, now: deps.now(), project: { id: project.id, name: project.name } }
  }
  const body = async <T extends z.core.$ZodType>(c: Context<AppEnv>, schema: T) =>
    parse(schema, await readJsonBody(c, { limit: deps.bodyLimit, empty: {} }), 'body') as z.output<T>
  /** The session token: `Authorization: Bearer`, else the frame's cookie. */
  const tokenOf = sessionTokenOf
  const session = (c: Context<AppEnv>) =>
    requireEmbeddedSession(deps.db, {
      token: tokenOf(c),
      projectId: c.get('scope').project.id,
      frameOrigin: embedded().frameOrigin,
      now: deps.now(),
    })

  /** A chain or bundler that did not answer: 502 `upstream_unavailable` (a typed refusal passes as it is). */
  const upstream = (chainId: number) => (cause: unknown): never => {
    if (cause instanceof ServerError) throw cause
    throw new UpstreamUnavailableError({ chainId, cause })
  }

  /** A signed-in user's check (e-mail update, key export): the session is bound into it. */
  const account = async (c: Context<AppEnv>): Promise<ChallengeContext> => ({ ...context(c), session: await session(c) })

  return new Hono<AppEnv>()
    .get('/v1/embedded/project', ...scoped('embeddedSession'), async (c) => {
      const { project } = c.get('scope')
      return c.json({ name: project.name, allowedOrigins: project.allowedOrigins })
    })
    .post('/v1/embedded/login/start', ...scoped('embeddedLogin'), async (c) => {
      const { email, deviceId, parentOrigin } = await body(c, startBody)
      const { project } = c.get('scope')
      // "Any origin" would include a phishing page's: e-mail login needs an explicit list.
      if (project.allowedOrigins.length === 0) {
        throw new EmbeddedError('embedded_origin_refused', 'E-mail login needs the project to list its origins', {
          details: { fix: `portico-server project origins ${project.id} --set https://app.example.com` },
        })
      }
      // The frame checks its parent against the list before it asks; so does the server.
      const parent = new URL(parentOrigin).origin
      if (!isOriginAllowed(parent, project.allowedOrigins)) throw new OriginNotAllowedError({ origin: parent })
      // Mail links come from the configured public URL alone: never from Host or X-Forwarded-* (a request can write those).
      const linkBase = embedded().publicUrl
      // The device id: the browser's cookie, else the one the client sent, else a new one (set as the cookie).
      const cookieDevice = readCookie(c.req.header('cookie'), deviceCookieName)
      const device = isDeviceId(cookieDevice) ? cookieDevice : (deviceId ?? newDeviceId())
      if (device !== cookieDevice) c.header('Set-Cookie', frameCookie(deviceCookieName, device, 400 * 24 * 60 * 60))
      return c.json(await startEmailLogin({ ...context(c), linkBase }, { email, deviceId: device, parentOrigin: parent, sessionToken: tokenOf(c) }))
    })
    .post('/v1/embedded/login/status', ...scoped('embeddedLoginStatus'), async (c) => {
      return c.json(await loginStatus(context(c), (await body(c, loginBody)).loginId))
    })
    .post('/v1/embedded/login/resend', ...scoped('embeddedLogin'), async (c) => {
      await resendOtp(context(c), (await body(c, loginBody)).loginId)
      return c.json({ ok: true })
    })
    .post('/v1/embedded/login/otp', ...scoped('embeddedOtp'), async (c) => {
      const { transport, ...request } = await body(c, otpBody)
      const result = await verifyOtp(context(c), { ...request, userAgent: c.req.header('user-agent') })
      const expiresAt = new Date(result.expiresAt).toISOString()
      if (transport === 'bearer') return c.json({ token: result.token, expiresAt, user: result.user })
      c.header('Set-Cookie', frameCookie(sessionCookieName(c.get('scope').project.id), result.token, (result.expiresAt - deps.now()) / 1000))
      return c.json({ expiresAt, user: result.user })
    })
    .get('/v1/embedded/me', ...scoped('embeddedSession'), async (c) => {
      const { userId, expiresAt } = await session(c)
      return c.json({ user: await describeUser(deps.db, userId), expiresAt: new Date(expiresAt).toISOString() })
    })
    .post('/v1/embedded/sign', ...scoped('embeddedSign'), async (c) => {
      const current = await session(c)
      const { userId } = current
      const { passkey, ...request } = (await body(c, signBody)) as z.output<typeof signBody> & { passkey?: PasskeyProof }
      const { project } = c.get('scope')
      // Above the wallet's passkey send limit, a fresh assertion of its passkey first (issue 40).
      await requireSendPasskey(
        { db: deps.db, master: embedded().master, now: deps.now(), projectId: project.id, frameOrigin: embedded().frameOrigin, topOrigin: current.parentOrigin ?? undefined },
        { userId, sessionId: current.id },
        request as SignRequest,
        passkey,
      )
      // The project's own paymaster pays its smart accounts' gas where its policy sponsors the chain.
      const sponsor = (chainId: number) => projectPaymaster(chainId, { db: deps.db, project, chains: deps.chains, paymaster: deps.paymaster, now: deps.now })
      const result = await signForUser(deps.db, { userId, master: embedded().master, chains: deps.chains, request: request as never, sponsor })
      return c.json(result)
    })
    .post('/v1/embedded/smart-account', ...scoped('embeddedSmartAccount'), async (c) => {
      const { userId } = await session(c)
      const { chainId } = await body(c, smartAccountBody)
      const networks = smartAccountChains(deps.chains)
      const chain = networks.find((candidate) => candidate.chainId === chainId)
      const described = chain ? await describeSmartAccount(chain, await eoaAddress(deps.db, userId)).catch(upstream(chain.chainId)) : undefined
      // Sponsored: the project's paymaster (its policy) or the chain's paymaster service pays the gas.
      const sponsored = chain ? Boolean(chain.paymasterUrl) || (await sponsorsChain(deps.db, deps.paymaster, c.get('scope').project.id, chain.chainId)) : false
      const account = described ? { ...described, sponsored } : null
      return c.json({ networks: networks.map((network) => network.chainId), account })
    })
    .post('/v1/embedded/calls/status', ...scoped('embeddedSmartAccount'), async (c) => {
      const { userId } = await session(c)
      const { chainId, id } = await body(c, callsStatusBody)
      const chain = requireBundlerChain(deps.chains, chainId)
      return c.json(await userOperationStatus(chain, await eoaAddress(deps.db, userId), id as Hex).catch(upstream(chainId)))
    })
    .post('/v1/embedded/signout', ...scoped('embeddedSession'), async (c) => {
      const token = tokenOf(c)
      if (token) await revokeEmbeddedSession(deps.db, { token, now: deps.now() })
      c.header('Set-Cookie', frameCookie(sessionCookieName(c.get('scope').project.id), '', 0))
      return c.json({ ok: true })
    })
    .get('/v1/embedded/sessions', ...scoped('embeddedSession'), async (c) => {
      const current = await session(c)
      return c.json({ sessions: await listEmbeddedSessions(deps.db, current, { projectId: c.get('scope').project.id, frameOrigin: embedded().frameOrigin, now: deps.now() }) })
    })
    .post('/v1/embedded/sessions/revoke', ...scoped('embeddedAccount'), async (c) => {
      const { userId } = await session(c)
      await body(c, emptyBody)
      const ended = await revokeAllEmbeddedSessions(deps.db, { userId, now: deps.now() })
      c.header('Set-Cookie', frameCookie(sessionCookieName(c.get('scope').project.id), '', 0))
      return c.json({ ended })
    })
    .post('/v1/embedded/email/update', ...scoped('embeddedAccount'), async (c) => {
      const ctx = await account(c)
      const { email, passkey } = await body(c, updateStartBody)
      return c.json(await startEmailUpdate(ctx, email, passkey))
    })
    .post('/v1/embedded/email/update/resend', ...scoped('embeddedAccount'), async (c) => {
      const ctx = await account(c)
      return c.json(await resendEmailUpdate(ctx, (await body(c, updateBody)).updateId))
    })
    .post('/v1/embedded/email/update/primary', ...scoped('embeddedOtp'), async (c) => {
      const ctx = await account(c)
      return c.json(await verifyEmailUpdatePrimary(ctx, await body(c, updateOtpBody)))
    })
    .post('/v1/embedded/email/update/secondary', ...scoped('embeddedOtp'), async (c) => {
      const ctx = await account(c)
      return c.json(await verifyEmailUpdateSecondary(ctx, await body(c, updateOtpBody)))
    })
    .post('/v1/embedded/export/start', ...scoped('embeddedAccount'), async (c) => {
      const ctx = await account(c)
      await body(c, emptyBody)
      return c.json(await startKeyExport(ctx))
    })
    .post('/v1/embedded/export/resend', ...scoped('embeddedAccount'), async (c) => {
      const ctx = await account(c)
      await resendKeyExport(ctx, (await body(c, exportBody)).exportId)
      return c.json({ ok: true })
    })
    .post('/v1/embedded/export/key', ...scoped('embeddedExport'), async (c) => {
      const ctx = await account(c)
      const { publicKey, ...code } = await body(c, exportOtpBody)
      const key = await revealKey(ctx, { ...code, publicKey: publicKey as Hex })
      // The key, encrypted to the frame's one-time key: kept by no cache all the same.
      c.header('Cache-Control', 'no-store')
      return c.json(key)
    })
}
