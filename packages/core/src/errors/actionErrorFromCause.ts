import { AdapterMethodNotSupportedError, type AdapterMethodNotSupportedErrorType } from './adapterMethod'
import { NetworkOutsideAdapterError, type NetworkOutsideAdapterErrorType } from '../networks/errors'
import { walletErrorFromCause, type WalletErrorFromCauseErrorType, type WalletErrorFromCauseReturnType } from './walletErrorFromCause'

/** What `actionErrorFromCause` gives, by name (for an action's `…ErrorType`). */
export type ActionErrorFromCauseErrorType = WalletErrorFromCauseErrorType | AdapterMethodNotSupportedErrorType | NetworkOutsideAdapterErrorType

/**
 * What an action throws when its adapter failed: the adapter's own "not here" errors as they are
 * (a method its namespace lacks, a network outside it), so the app learns why; anything else is
 * the wallet's answer, typed by `walletErrorFromCause` (4001 → UserRejectedRequestError…).
 */
export function actionErrorFromCause(
  cause: unknown,
): WalletErrorFromCauseReturnType | AdapterMethodNotSupportedError | NetworkOutsideAdapterError {
  if (cause instanceof AdapterMethodNotSupportedError || cause instanceof NetworkOutsideAdapterError) return cause
  return walletErrorFromCause(cause)
}
