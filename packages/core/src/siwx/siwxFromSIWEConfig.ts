import type { CaipNetworkId } from '../caip/types'
import { SIWXNamespaceNotSupportedError } from './errors'
import type { SIWEConfig } from './siweConfig'
import type { SIWXConfig, SIWXMessage, SIWXSession } from './types'

/**
 * The legacy `siweConfig` as a `siwx` option: the nonce, message text, verification and session
 * come from the app's functions; Portico only drives the flow.
 * - `createMessage` → `getNonce(address)` + `getMessageParams()` + the app's `createMessage(args)`
 * - `addSession` → `verifyMessage` (false throws) then `onSignIn`
 * - `getSessions` → `getSession()` when it is this account on this chain
 * - `revokeSession` / `setSessions([])` → `signOut()` then `onSignOut`
 */
export function siwxFromSIWEConfig(siwe: SIWEConfig, { location }: { location?: { host: string; origin: string } | undefined } = {}): SIWXConfig {
  const here = location ?? (typeof window !== 'undefined' ? window.location : undefined)
  const signOut = async () => {
    await siwe.signOut()
    siwe.onSignOut?.()
  }
  const addSession = async (session: SIWXSession) => {
    const ok = await siwe.verifyMessage({ message: session.message, signature: session.signature })
    if (!ok) throw new Error('siweConfig.verifyMessage refused the signature')
    siwe.onSignIn?.({ address: session.data.accountAddress, chainId: Number(session.data.chainId.split(':')[1]) })
  }
  return {
    required: siwe.required ?? true,
    async createMessage(input): Promise<SIWXMessage> {
      const reference = input.chainId.split(':')[1]
      // SIWE is EIP-4361, the Ethereum format: other namespaces' formats name another blockchain.
      if (input.format?.blockchain !== 'Ethereum') throw new SIWXNamespaceNotSupportedError({ chainId: input.chainId })
      const [nonce, params = {}] = await Promise.all([siwe.getNonce(input.accountAddress), siwe.getMessageParams?.()])
      const data = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: params.domain ?? here?.host ?? '',
        uri: params.uri ?? here?.origin ?? '',
        version: '1',
        nonce,
        statement: params.statement,
        resources: params.resources,
        issuedAt: params.iat ?? new Date().toISOString(),
        expirationTime: params.exp,
        notBefore: input.notBefore ?? params.nbf,
      }
      const text = siwe.createMessage({
        address: `${input.chainId}:${input.accountAddress}`,
        chainId: Number(reference),
        domain: data.domain,
        uri: data.uri,
        version: '1',
        nonce,
        statement: data.statement,
        resources: data.resources,
        iat: data.issuedAt,
        exp: data.expirationTime,
        nbf: data.notBefore,
      })
      return { ...data, serializedMessage: text, toString: () => text }
    },
    addSession,
    async getSessions(chainId: CaipNetworkId, address: string) {
      const session = await siwe.getSession()
      if (!session || `eip155:${session.chainId}` !== chainId || session.address.toLowerCase() !== address.toLowerCase()) return []
      return [
        {
          data: { accountAddress: session.address, chainId, domain: here?.host ?? '', uri: here?.origin ?? '', version: '1', nonce: '' },
          message: '',
          signature: '',
        },
      ]
    },
    revokeSession: signOut,
    async setSessions(sessions) {
      if (!sessions.length) return signOut()
      for (const session of sessions) await addSession(session)
    },
  }
}
