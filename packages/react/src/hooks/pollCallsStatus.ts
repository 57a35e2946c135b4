import type { CallsStatus } from '@portico/core'

export type PollCallsStatusParameters = {
  /** Reads the batch's status once (the kit's `getCallsStatus`). */
  read(): Promise<CallsStatus>
  /** Milliseconds between reads while the batch is pending. */
  interval: number
  /** Stops polling (the component unmounted, or the id changed). */
  signal: AbortSignal
  onStatus(status: CallsStatus): void
  onError(error: Error): void
}

/**
 * Reads a batch's status, then again every `interval` ms while it is pending; stops at the first
 * settled status (success or failure), at an error, or when `signal` aborts (nothing is reported after).
 */
export async function pollCallsStatus({ read, interval, signal, onStatus, onError }: PollCallsStatusParameters): Promise<void> {
  while (!signal.aborted) {
    let status: CallsStatus
    try {
      status = await read()
    } catch (error) {
      if (!signal.aborted) onError(error as Error)
      return
    }
    if (signal.aborted) return
    onStatus(status)
    if (status.status !== 'pending') return
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, interval)
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
    })
  }
}
