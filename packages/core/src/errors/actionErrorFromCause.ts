import { AdapterMethodNotSupportedError } from './adapterMethod'
import { UnsupportedChainError } from '../networks/errors'
import { walletErrorFromCause, type WalletErrorFromCauseReturnType } from './walletErrorFromCause'

/**
 * What an action throws when its adapter failed: the adapter's own "not here" errors as they are
 * (a method its namespace lacks, a network outside it), so the app learns why; anything else is
 * the wallet's answer, typed by `walletErrorFromCause` (4001 → UserRejectedRequestError…).
 */
export function actionErrorFromCause(
  cause: unknown,
): WalletErrorFromCauseReturnType | AdapterMethodNotSupportedError | UnsupportedChainError {
  if (cause instanceof AdapterMethodNotSupportedError || cause instanceof UnsupportedChainError) return cause
  return walletErrorFromCause(cause)
}
