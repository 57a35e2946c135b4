/** An answer of the Portico server that is not a success: its code and message. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The Portico server's embedded-wallet API, as the frame calls it (the frame's origin is the only one
 * it answers). The session and the device id are the server's http-only partitioned cookies: the
 * frame's script never holds the token either.
 */
export function createApi({ apiUrl, projectId }: { apiUrl: string; projectId: string }) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${apiUrl}${path}?projectId=${encodeURIComponent(projectId)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      cache: 'no-store',
    })
    const answer = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined
    if (!response.ok) throw new ApiError(response.status, answer?.error?.code ?? 'unreachable', answer?.error?.message ?? 'Something went wrong')
    return answer as T
  }
  return {
    project: () => call<{ name: string; allowedOrigins: string[] }>('GET', '/v1/embedded/project'),
    startLogin: (body: { email: string; parentOrigin: string }) =>
      call<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'; loginId?: string }>('POST', '/v1/embedded/login/start', body),
    loginStatus: (loginId: string) => call<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>('POST', '/v1/embedded/login/status', { loginId }),
    resend: (loginId: string) => call<{ ok: true }>('POST', '/v1/embedded/login/resend', { loginId }),
    verifyOtp: (loginId: string, otp: string) => call<{ user: ServerUser }>('POST', '/v1/embedded/login/otp', { loginId, otp }),
    me: () => call<{ user: ServerUser }>('GET', '/v1/embedded/me'),
    /** Starts a social login: the provider's URL (for the host's popup) and the attempt's id (the frame keeps it). */
    startSocial: (provider: string, parentOrigin: string) => call<{ loginId: string; url: string }>('POST', '/v1/embedded/social/start', { provider, parentOrigin }),
    /** Redeems the result the server's callback page handed the frame: the session cookie is set. */
    finishSocial: (loginId: string, result: string) => call<{ user: ServerUser }>('POST', '/v1/embedded/social/finish', { loginId, result }),
    sign: (request: unknown) => call<{ signature: string } | { hash: string }>('POST', '/v1/embedded/sign', request),
    signOut: () => call<{ ok: true }>('POST', '/v1/embedded/signout', {}),
    updateEmail: (email: string) => call<{ action: 'VERIFY_PRIMARY_OTP'; updateId: string }>('POST', '/v1/embedded/email/update', { email }),
    resendUpdateEmail: (updateId: string) => call<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>('POST', '/v1/embedded/email/update/resend', { updateId }),
    updateEmailPrimary: (updateId: string, otp: string) => call<{ action: 'VERIFY_SECONDARY_OTP' }>('POST', '/v1/embedded/email/update/primary', { updateId, otp }),
    updateEmailSecondary: (updateId: string, otp: string) => call<{ user: ServerUser }>('POST', '/v1/embedded/email/update/secondary', { updateId, otp }),
    sessions: () => call<{ sessions: SessionListing[] }>('GET', '/v1/embedded/sessions'),
    revokeSessions: () => call<{ ended: number }>('POST', '/v1/embedded/sessions/revoke', {}),
    startExport: () => call<{ exportId: string }>('POST', '/v1/embedded/export/start', {}),
    resendExport: (exportId: string) => call<{ ok: true }>('POST', '/v1/embedded/export/resend', { exportId }),
    /** The key, encrypted to the frame's one-time public key (HPKE): only this frame can open it. */
    revealKey: (exportId: string, otp: string, publicKey: string) => call<{ address: string; enc: string; ciphertext: string }>('POST', '/v1/embedded/export/key', { exportId, otp, publicKey }),
  }
}

export type Api = ReturnType<typeof createApi>

/** The user as the server answers it (the frame adds the chain). */
export type ServerUser = {
  email: string | null
  /** A social login's provider and display name. */
  socialProvider?: string
  userName?: string
  address: string
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[]
  preferredAccountType: 'eoa' | 'smartAccount'
  smartAccountDeployed: boolean
}

/** One of the wallet's live sessions, as the server lists it. */
export type SessionListing = { current: boolean; createdAt: string; lastSeenAt: string; appOrigin: string | null; userAgent: string | null }
