import { NoPendingRequestError } from './errors.ts'
import type { RequestLogEntry } from './requestLog.ts'

export type ApprovalQueue = {
  /** Waits until the test settles this request; resolves with whether it was approved. */
  wait(entry: RequestLogEntry): Promise<boolean>
  /** Settles the oldest waiting request (waiting up to `timeout` ms for one) and returns it. */
  settleOldest(approved: boolean, timeout: number): Promise<RequestLogEntry>
}

/** The requests waiting for the test's decision in manual mode, oldest first. */
export function createApprovalQueue(): ApprovalQueue {
  const waiting: Array<{ entry: RequestLogEntry; settle(approved: boolean): void }> = []
  const arrivals: Array<() => void> = []

  return {
    wait(entry) {
      return new Promise((settle) => {
        waiting.push({ entry, settle })
        for (const notify of arrivals.splice(0)) notify()
      })
    },
    async settleOldest(approved, timeout) {
      const deadline = Date.now() + timeout
      while (waiting.length === 0) {
        const remaining = deadline - Date.now()
        if (remaining <= 0) {
          throw new NoPendingRequestError(`No request was waiting for approval within ${timeout} ms (is the mode 'manual'?).`)
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, remaining)
          function done() {
            clearTimeout(timer)
            const index = arrivals.indexOf(done)
            if (index !== -1) arrivals.splice(index, 1)
            resolve()
          }
          arrivals.push(done)
        })
      }
      const next = waiting.shift()!
      next.settle(approved)
      return next.entry
    },
  }
}
