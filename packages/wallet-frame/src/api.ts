import type { Answer, Body, EmbeddedSessionListing, EmbeddedUser, JsonRouteKey, LinkedLogin } from '@portico/core/contract'

/** An answer of the Portico server that is not a success: its code and message. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error's `details`, as the server sent them (unchecked). */
    readonly details?: unknown,
  ) {
    super(message)
  }
}

/**
 * The Portico server's embedded-wallet API, as the frame calls it (the frame's origin is the only one
 * it answers). The session and the device id are the server's http-only partitioned cookies: the
 * frame's script never holds the token either. Each call is a route of the contract
 * (`@portico/core/contract`): its body and its answer are typed by the route's schemas.
 */
export function createApi({ apiUrl, projectId }: { apiUrl: string; projectId: string }) {
  const call = async <K extends EmbeddedRoute>(route: K, ...[body]: Body<K> extends never ? [] : [Body<K>]): Promise<Answer<K>> => {
    const [method, path] = route.split(' ') as [string, string]
    const headers: Record<string, string> = {}
    if (body !== undefined || method === 'POST') headers['content-type'] = 'application/json'
    const response = await fetch(`${apiUrl}${path}?projectId=${encodeURIComponent(projectId)}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      // The session cookie rides only to the embedded-wallet API: the server's CORS allows the frame's
      // credentials there alone, so a simulation asked with them was refused by the browser.
      credentials: path.startsWith('/v1/embedded/') ? 'include' : 'omit',
      cache: 'no-store',
    })
    const answer = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string; details?: unknown } } | undefined
    if (!response.ok) throw new ApiError(response.status, answer?.error?.code ?? 'unreachable', answer?.error?.message ?? 'Something went wrong', answer?.error?.details)
    return answer as Answer<K>
  }
  return {
    project: () => call('GET /v1/embedded/project'),
    startLogin: (body: { email: string; parentOrigin: string }) => call('POST /v1/embedded/login/start', body),
    loginStatus: (loginId: string) => call('POST /v1/embedded/login/status', { loginId }),
    resend: (loginId: string) => call('POST /v1/embedded/login/resend', { loginId }),
    verifyOtp: (loginId: string, otp: string) => call('POST /v1/embedded/login/otp', { loginId, otp }),
    me: () => call('GET /v1/embedded/me'),
    /** Starts a social login: the provider's URL (for the host's popup) and the attempt's id (the frame keeps it). */
    startSocial: (provider: string, parentOrigin: string, returnTo?: string) =>
      call('POST /v1/embedded/social/start', { provider, parentOrigin, ...(returnTo === undefined ? {} : { returnTo }) }),
    /** Redeems the result the server's callback page handed the frame: the session cookie is set. */
    finishSocial: (loginId: string, result: string) => call('POST /v1/embedded/social/finish', { loginId, result }),
    /** Back from a same-tab login: redeems its result; the attempt is the one the start's cookie names. */
    resumeSocial: (result: string) => call('POST /v1/embedded/social/finish', { result }),
    /** Opens a Farcaster sign-in (the server opens the relay channel) with the frame's poll secret: its sign-in URL and the attempt's id (the frame keeps both). */
    startFarcaster: (parentOrigin: string, pollSecret: string) => call('POST /v1/embedded/farcaster/start', { parentOrigin, pollSecret }),
    /** Pending, or completed (the session cookie is set); only with the attempt's poll secret. */
    farcasterStatus: (loginId: string, pollSecret: string) => call('POST /v1/embedded/farcaster/status', { loginId, pollSecret }),
    /** Passkeys (issue 40): the ceremony's options, then the browser's answer (see passkeyCeremony.ts). */
    passkeySignupStart: () => call('POST /v1/embedded/passkey/signup/start', {}),
    passkeySignupFinish: (body: Body<'POST /v1/embedded/passkey/signup/finish'>) => call('POST /v1/embedded/passkey/signup/finish', body),
    passkeyLoginStart: () => call('POST /v1/embedded/passkey/login/start', {}),
    passkeyLoginFinish: (body: Body<'POST /v1/embedded/passkey/login/finish'>) => call('POST /v1/embedded/passkey/login/finish', body),
    passkeys: () => call('GET /v1/embedded/passkeys'),
    passkeyAddStart: () => call('POST /v1/embedded/passkey/add/start', {}),
    passkeyVerifyStart: () => call('POST /v1/embedded/passkey/verify/start', {}),
    passkeyAddFinish: (body: Body<'POST /v1/embedded/passkey/add/finish'>) => call('POST /v1/embedded/passkey/add/finish', body),
    /** Removes one of the wallet's passkeys, confirmed with a passkey (never the last way in). */
    removePasskey: (id: string, passkey?: PasskeyProof) => call('POST /v1/embedded/passkey/remove', { id, ...(passkey ? { passkey } : {}) }),
    /** Renames one of the wallet's passkeys (a label for the person: the session is enough). */
    renamePasskey: (id: string, name: string) => call('POST /v1/embedded/passkey/rename', { id, name }),
    /** Sets the send limit (wei, decimal; null removes it), confirmed with a passkey. */
    setSendLimit: (limit: string | null, passkey?: PasskeyProof) => call('POST /v1/embedded/passkey/limit', { limit, ...(passkey ? { passkey } : {}) }),
    /** A recovery e-mail for a passkey-only wallet: a code to that address, then the code. */
    startRecovery: (email: string, passkey?: PasskeyProof) => call('POST /v1/embedded/recovery/start', { email, ...(passkey ? { passkey } : {}) }),
    verifyRecovery: (recoveryId: string, otp: string) => call('POST /v1/embedded/recovery/verify', { recoveryId, otp }),
    /** The wallet's RPC parameters as they came; the server checks them against the route's body schema. */
    sign: (request: unknown) => call('POST /v1/embedded/sign', request as Body<'POST /v1/embedded/sign'>),
    signOut: () => call('POST /v1/embedded/signout'),
    /** The chains the smart account is offered on, and the account on `chainId` (null where it is not offered). */
    smartAccount: (chainId?: number) => call('POST /v1/embedded/smart-account', chainId === undefined ? {} : { chainId }),
    /** A batch the smart account sent, as EIP-5792 `wallet_getCallsStatus` answers it. */
    callsStatus: (chainId: number, id: string) => call('POST /v1/embedded/calls/status', { chainId, id }),
    /** `passkey` (as for `revealKey`): the second factor of a wallet that has one. */
    updateEmail: (email: string, passkey?: PasskeyProof) => call('POST /v1/embedded/email/update', { email, ...(passkey ? { passkey } : {}) }),
    resendUpdateEmail: (updateId: string) => call('POST /v1/embedded/email/update/resend', { updateId }),
    updateEmailPrimary: (updateId: string, otp: string) => call('POST /v1/embedded/email/update/primary', { updateId, otp }),
    updateEmailSecondary: (updateId: string, otp: string) => call('POST /v1/embedded/email/update/secondary', { updateId, otp }),
    sessions: () => call('GET /v1/embedded/sessions'),
    /** The wallet's logins and the socials this project can link. */
    logins: () => call('GET /v1/embedded/logins'),
    /** Starts linking a social login to this wallet: the provider's URL (the frame opens it) and the attempt's id. */
    startLink: (provider: string, parentOrigin: string, passkey?: PasskeyProof) => call('POST /v1/embedded/logins/link/start', { provider, parentOrigin, ...(passkey ? { passkey } : {}) }),
    finishLink: (loginId: string, result: string, binding: string) => call('POST /v1/embedded/logins/link/finish', { loginId, result, binding }),
    unlinkLogin: (provider: string, id: string, passkey?: PasskeyProof) => call('POST /v1/embedded/logins/unlink', { provider, id, ...(passkey ? { passkey } : {}) }),
    revokeSessions: () => call('POST /v1/embedded/sessions/revoke', {}),
    startExport: () => call('POST /v1/embedded/export/start', {}),
    resendExport: (exportId: string) => call('POST /v1/embedded/export/resend', { exportId }),
    /** The key, encrypted to the frame's one-time public key (HPKE): only this frame can open it. */
    /** `passkey`: the second factor of a wallet that has one (`passkeyProofFor`). */
    /** `otp` undefined: a passkey-only wallet's export (no code; the passkey is required). */
    revealKey: (exportId: string, otp: string | undefined, publicKey: string, passkey?: PasskeyProof) =>
      call('POST /v1/embedded/export/key', { exportId, publicKey, ...(otp === undefined ? {} : { otp }), ...(passkey ? { passkey } : {}) }),
    /** What a transaction or a batch would change for `from` (the server simulates it on the chain's node). */
    simulate: (body: Body<'POST /v1/simulate'>) => call('POST /v1/simulate', body),
    /** An EIP-712 message in words and its warnings (a permit's spender with no code, on the scam list, new). */
    simulateTypedData: (body: Extract<Body<'POST /v1/simulate'>, { typedData: unknown }>) => call('POST /v1/simulate', body),
  }
}

export type Api = ReturnType<typeof createApi>

/** A passkey second factor: a verify request and the assertion that answers it (`passkeyProofFor`). */
export type PasskeyProof = NonNullable<Body<'POST /v1/embedded/export/key'>['passkey']>

/** The embedded wallet's JSON routes, and the simulation its approval shows. */
type EmbeddedRoute = Extract<JsonRouteKey, `${string} /v1/embedded/${string}` | 'POST /v1/simulate'>

/** The user as the server answers it (the frame adds the chain). */
export type ServerUser = EmbeddedUser

/** One of the wallet's live sessions, as the server lists it. */
export type SessionListing = EmbeddedSessionListing

/** One of the wallet's logins (e-mail or social), as the server lists it. */
export type LinkedLoginListing = LinkedLogin
