import type { CaipNetworkId } from '../caip/types'
import { SIWXServerError } from './errors'
import { createWebStorage } from '../storage/createWebStorage'
import { createSIWXMessage } from './createSIWXMessage'
import type { PorticoServerSIWXParameters } from './porticoServerSIWXParameters'
import type { SIWXConfig, SIWXSession } from './types'

/** What the server answers for a session. */
type ServerSession = { address: string; chainId: string; domain: string; message: string; signature: string; issuedAt: string; expiresAt: string }

/** The implementation behind `porticoServerSIWX` (lazy). */
export function createServerSIWX(parameters: PorticoServerSIWXParameters): SIWXConfig {
  const base = parameters.serverUrl.replace(/\/+$/, '')
  const transport = parameters.transport ?? 'cookie'
  const storage = parameters.storage ?? createWebStorage()
  const tokenKey = `portico.siwx.token.${parameters.projectId}`
  const doFetch = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const here = () => parameters.location ?? window.location

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const token = transport === 'bearer' ? storage.getItem(tokenKey) : null
    if (token) headers.Authorization = `Bearer ${token}`
    const response = await doFetch(`${base}${path}?projectId=${encodeURIComponent(parameters.projectId)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: transport === 'cookie' ? 'include' : 'omit',
      signal: AbortSignal.timeout(15_000),
    })
    const data = (await response.json().catch(() => ({}))) as T & { error?: { code: string; message: string } }
    if (!response.ok && response.status !== 401) {
      throw new SIWXServerError({ code: data.error?.code ?? 'unknown', status: response.status, message: data.error?.message ?? response.statusText })
    }
    return { status: response.status, data }
  }

  const toSession = (session: ServerSession): SIWXSession => ({
    data: {
      accountAddress: session.address,
      chainId: session.chainId as CaipNetworkId,
      domain: session.domain,
      uri: here().origin,
      version: '1',
      nonce: '',
      issuedAt: session.issuedAt,
    },
    message: session.message,
    signature: session.signature,
    expiresAt: session.expiresAt,
  })

  const signOut = async () => {
    await call('POST', '/v1/siwx/signout').catch(() => undefined)
    storage.removeItem(tokenKey)
  }

  const addSession = async (session: SIWXSession) => {
    const { status, data } = await call<{ token?: string; error?: { code: string; message: string } }>('POST', '/v1/siwx/verify', {
      message: session.message,
      signature: session.signature,
      transport,
    })
    if (status === 401) throw new SIWXServerError({ code: data.error?.code ?? 'siwx_invalid_signature', status, message: data.error?.message ?? 'Unauthorized' })
    if (transport === 'bearer' && data.token) storage.setItem(tokenKey, data.token)
  }

  return {
    required: parameters.required ?? false,
    async createMessage(input) {
      const { data } = await call<{ nonce: string }>('POST', '/v1/siwx/nonce', { chainId: input.chainId, address: input.accountAddress })
      const now = Date.now()
      return createSIWXMessage({
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: here().host,
        uri: here().origin,
        version: '1',
        nonce: data.nonce,
        statement: parameters.statement,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + (parameters.expiresInMs ?? 24 * 60 * 60_000)).toISOString(),
        notBefore: input.notBefore,
      }, { format: input.format })
    },
    addSession,
    async getSessions(chainId, address) {
      if (transport === 'bearer' && !storage.getItem(tokenKey)) return []
      const { status, data } = await call<{ session?: ServerSession }>('GET', '/v1/siwx/me')
      const session = status === 200 ? data.session : undefined
      if (!session || session.chainId !== chainId || session.address.toLowerCase() !== address.toLowerCase()) return []
      return [toSession(session)]
    },
    revokeSession: signOut,
    async setSessions(sessions) {
      if (!sessions.length) return signOut()
      for (const session of sessions) await addSession(session)
    },
  }
}
