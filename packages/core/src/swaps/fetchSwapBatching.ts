import { getCapabilities } from '../calls/getCapabilities'
import type { KitContext } from '../kit/context'
import { requireSwapContext } from './requireSwapContext'
import type { GetCapabilitiesErrorType } from '../calls/getCapabilities'
import type { BaseErrorType } from '../errors/base'
import type { RequireSwapContextErrorType } from './requireSwapContext'
import type { ErrorType } from '../errors/errorType'

/** None: `fetchSwapBatching` asks the connected wallet. */
export type FetchSwapBatchingParameters = void

export type FetchSwapBatchingReturnType = boolean

/** What `fetchSwapBatching` can throw (by `name`). */
export type FetchSwapBatchingErrorType =
  | RequireSwapContextErrorType
  | GetCapabilitiesErrorType
  | BaseErrorType
  | ErrorType

/**
 * Whether the connected wallet sends a swap's ERC-20 approval and the swap together, as one atomic
 * batch (EIP-5792 `atomic` capability `supported` or `ready` on the active network: a smart account,
 * the embedded wallet's among them): then `swap` asks for one confirmation, not two. A wallet without
 * EIP-5792 answers false (approve first, then swap).
 */
export async function fetchSwapBatching(ctx: KitContext): Promise<boolean> {
  requireSwapContext(ctx)
  const status = (await getCapabilities(ctx)).atomic?.status
  return status === 'supported' || status === 'ready'
}
