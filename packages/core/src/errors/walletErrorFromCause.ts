import {
  InvalidChainIdError,
  type InvalidChainIdErrorType,
  UnrecognizedChainError,
  type UnrecognizedChainErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  WalletDefaultError,
  type WalletDefaultErrorType,
} from './wallet'

export type WalletErrorFromCauseReturnType =
  | UserRejectedRequestError
  | UnrecognizedChainError
  | WalletDefaultError
  | InvalidChainIdError

/** What `walletErrorFromCause` gives, by name (for an action's `…ErrorType`). */
export type WalletErrorFromCauseErrorType =
  | UserRejectedRequestErrorType
  | UnrecognizedChainErrorType
  | WalletDefaultErrorType
  | InvalidChainIdErrorType

/** Keys under which providers and wrappers nest the original error. */
const NESTED_KEYS = ['cause', 'data', 'originalError', 'error', 'info', 'innerError'] as const
/** Guard against absurd or cyclic structures. */
const MAX_NODES = 64

/**
 * Maps anything a wallet provider threw to a Portico wallet error by its EIP-1193 / EIP-1474
 * `code`, looking for the code anywhere in the error (`code`, `cause.code`,
 * `data.originalError.code`, `error.code`, `info.error.code`, …).
 *
 * - 4001 → `UserRejectedRequestError`, 4902 → `UnrecognizedChainError`
 * - 32603 or -32603 → `InvalidChainIdError`, 5000 → `WalletDefaultError`
 * - any other code, or none → `WalletDefaultError`
 *
 * A specific code (4001, 4902) wins over a generic wrapper code (-32603, 5000), so MetaMask's
 * `{ code: -32603, data: { originalError: { code: 4902 } } }` gives `UnrecognizedChainError`.
 * The original value is kept as `cause`; a Portico wallet error is returned as is.
 *
 * @example
 * try {
 *   await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
 * } catch (cause) {
 *   const error = walletErrorFromCause(cause)
 *   if (error instanceof UnrecognizedChainError) await addChain()
 *   else throw error
 * }
 */
export function walletErrorFromCause(cause: unknown): WalletErrorFromCauseReturnType {
  if (
    cause instanceof UserRejectedRequestError ||
    cause instanceof UnrecognizedChainError ||
    cause instanceof WalletDefaultError ||
    cause instanceof InvalidChainIdError
  )
    return cause

  const codes = findCodes(cause)
  for (const code of codes) {
    if (code === UserRejectedRequestError.code) return new UserRejectedRequestError({ cause })
    if (code === UnrecognizedChainError.code) return new UnrecognizedChainError({ cause })
  }
  for (const code of codes) {
    if (code === 32603 || code === -32603) return new InvalidChainIdError({ code, cause })
  }
  return new WalletDefaultError({ cause })
}

/** Every numeric `code` in the value, breadth first (closest first). */
function findCodes(root: unknown): number[] {
  const codes: number[] = []
  const seen = new Set<object>()
  const queue: unknown[] = [root]
  while (queue.length && seen.size < MAX_NODES) {
    const node = queue.shift()
    if (node === null || typeof node !== 'object' || seen.has(node)) continue
    seen.add(node)
    const code = toCode(readKey(node, 'code'))
    if (code !== undefined) codes.push(code)
    for (const key of NESTED_KEYS) queue.push(readKey(node, key))
  }
  return codes
}

function readKey(node: object, key: string): unknown {
  try {
    return (node as Record<string, unknown>)[key]
  } catch {
    return undefined // throwing getters (proxies) count as missing
  }
}

function toCode(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value === 'string' && /^-?\d{1,6}$/.test(value)) return Number(value)
  return undefined
}
