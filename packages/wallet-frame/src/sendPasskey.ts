import type { Api, PasskeyProof } from './api.ts'
import { type CredentialsContainerLike, passkeyProofFor } from './passkeyCeremony.ts'
import type { Translate } from './i18n/translate.ts'

/** The native value a sign request moves (a transaction's value, a batch's summed values); null for a signature. */
export function sendValueOf(request: unknown): bigint | null {
  const r = request as { method?: string; transaction?: { value?: string }; calls?: { value?: string }[] }
  try {
    if (r.method === 'eth_sendTransaction') return BigInt(r.transaction?.value ?? 0)
    if (r.method === 'wallet_sendCalls') return (r.calls ?? []).reduce((sum, call) => sum + BigInt(call.value ?? 0), 0n)
  } catch {
    // Not a number: the server refuses the request itself.
  }
  return null
}

/**
 * The passkey step of a send above the wallet's send limit (issue 40), or undefined when it needs
 * none: a warning for the approval view, the `confirm` its Approve runs (the passkey asked in the
 * frame, from that click) and the request with the proof to sign. The server checks it again.
 */
export async function sendPasskeyStep(api: Api, t: Translate, request: unknown, credentials?: CredentialsContainerLike) {
  const value = sendValueOf(request)
  if (value === null) return undefined
  // The server enforces the limit: a frame that cannot read it lets the server refuse (`embedded_passkey_required`).
  const sendLimit = await api.passkeys().then((list) => list.sendLimit, () => null)
  if (sendLimit === null || value <= BigInt(sendLimit)) return undefined
  let proof: PasskeyProof | undefined
  return {
    warning: t('approval.passkeyAbove'),
    confirm: async () => {
      proof = await passkeyProofFor(api, credentials ?? navigator.credentials)
    },
    withProof: () => (proof ? { ...(request as object), passkey: proof } : request),
  }
}
