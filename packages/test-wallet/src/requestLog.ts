import { WaitForRequestTimeoutError } from './errors.ts'
import type { RpcErrorObject, WalletRequest } from './types.ts'

export type RequestLogEntry = {
  record: WalletRequest
  /** Resolves once the request is answered. */
  finished: Promise<void>
}

export type RequestLog = {
  add(request: Pick<WalletRequest, 'method' | 'params' | 'origin'>): RequestLogEntry
  finish(entry: RequestLogEntry, answer: { result: unknown } | { error: RpcErrorObject }): void
  /** Copies of every record, oldest first. */
  list(): WalletRequest[]
  /** The params of the oldest `method` request not yet returned by `waitFor`, waiting for one if needed. */
  waitFor(method: string, timeout: number): Promise<unknown>
}

/** The log of the requests a page sent to one wallet. */
export function createRequestLog(): RequestLog {
  type Entry = RequestLogEntry & { done(): void; taken: boolean }
  const entries: Entry[] = []
  const waiters: Array<{ method: string; take(entry: RequestLogEntry): void }> = []

  return {
    add(request) {
      let done!: () => void
      const finished = new Promise<void>((resolve) => (done = resolve))
      const entry: Entry = { record: { ...request, outcome: 'pending' }, finished, done, taken: false }
      entries.push(entry)
      const waiter = waiters.findIndex((w) => w.method === request.method)
      if (waiter !== -1) {
        entry.taken = true
        waiters.splice(waiter, 1)[0]!.take(entry)
      }
      return entry
    },
    finish(entry, answer) {
      const record = entry.record
      if ('error' in answer) {
        record.outcome = answer.error.code === 4001 ? 'rejected' : 'error'
        record.error = answer.error
      } else {
        record.outcome = 'success'
        record.result = answer.result
      }
      ;(entry as Entry).done()
    },
    list() {
      return entries.map(({ record }) => structuredClone(record))
    },
    waitFor(method, timeout) {
      const entry = entries.find((e) => !e.taken && e.record.method === method)
      if (entry) {
        entry.taken = true
        return Promise.resolve(structuredClone(entry.record.params))
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          method,
          take(entry: RequestLogEntry) {
            clearTimeout(timer)
            resolve(structuredClone(entry.record.params))
          },
        }
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1)
          reject(new WaitForRequestTimeoutError(method, timeout))
        }, timeout)
        waiters.push(waiter)
      })
    },
  }
}
