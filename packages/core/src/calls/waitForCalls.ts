import type { KitContext } from '../kit/context'
import { CallsStatusTimeoutError } from './errors'
import { getCallsStatus } from './getCallsStatus'
import type { CallsStatus } from './types'

export type WaitForCallsParameters = {
  /** The id `sendCalls` returned. */
  id: string
  /** Between two `getCallsStatus`, ms. Default 1,000. */
  pollingInterval?: number | undefined
  /** Give up after, ms. Default 120,000. */
  timeout?: number | undefined
}

/**
 * Asks `getCallsStatus` until the batch is no longer pending, and returns that status (`success`,
 * or `failure` with what receipts there are).
 *
 * @throws {CallsStatusTimeoutError} when it is still pending after `timeout`.
 */
export async function waitForCalls(ctx: KitContext, { id, pollingInterval = 1_000, timeout = 120_000 }: WaitForCallsParameters): Promise<CallsStatus> {
  const until = Date.now() + timeout
  for (;;) {
    const status = await getCallsStatus(ctx, { id })
    if (status.status !== 'pending') return status
    if (Date.now() + pollingInterval > until) throw new CallsStatusTimeoutError({ id, timeout })
    await new Promise((resolve) => setTimeout(resolve, pollingInterval))
  }
}
