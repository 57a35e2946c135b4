import { EMBEDDED_WALLET } from '@portico/core'
import type { WaitingCount } from './approval.ts'
import { ApprovalExpiredError, ApprovalQueueFullError } from './errors.ts'

export type ApprovalQueueOptions<R> = {
  /** Shows one request and resolves with the visitor's answer; rejects when `signal` aborts it. */
  show(request: R, turn: { signal: AbortSignal; waiting: WaitingCount }): Promise<boolean>
  /** The view opens with the first request and closes when none is left (the host shows the frame meanwhile). */
  setOpen(open: boolean): void
  /** At most this many wait behind the shown one; another is refused (a page cannot bury the visitor in requests). */
  maxWaiting?: number | undefined
  /** A request still unanswered this long after it came (shown or waiting) ends: the host stopped waiting for it (default: the host's 10 minutes). */
  expireAfterMs?: number | undefined
}

type Entry<R> = { request: R; controller: AbortController; settle(answer: Promise<boolean>): void }

/**
 * The frame's approvals, one at a time, first come first shown: a request that arrives while
 * another is open waits behind it (never swapped in between two clicks), and gets a fresh view
 * (and a fresh wait before Approve acts) when its turn comes. `abortAll` ends the shown one and
 * every waiting one.
 */
export function createApprovalQueue<R>(options: ApprovalQueueOptions<R>) {
  const { maxWaiting = 20, expireAfterMs = EMBEDDED_WALLET.approvalTimeoutMs } = options
  const entries: Entry<R>[] = []
  const listeners = new Set<() => void>()
  let running = false
  const waiting: WaitingCount = {
    count: () => Math.max(0, entries.length - 1),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const changed = () => listeners.forEach((listener) => listener())

  const run = async () => {
    if (running) return
    running = true
    options.setOpen(true)
    while (entries.length > 0) {
      const entry = entries[0]!
      const answer = entry.controller.signal.aborted
        ? Promise.reject(entry.controller.signal.reason)
        : options.show(entry.request, { signal: entry.controller.signal, waiting })
      entry.settle(answer)
      await answer.catch(() => undefined)
      entries.shift()
      changed()
    }
    running = false
    options.setOpen(false)
  }

  return {
    /** Queues `request`; resolves with its answer once it was shown and answered. */
    ask(request: R, signal?: AbortSignal): Promise<boolean> {
      if (entries.length > maxWaiting) return Promise.reject(new ApprovalQueueFullError({ waiting: entries.length - 1 }))
      const controller = new AbortController()
      signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
      const expiry = setTimeout(() => controller.abort(new ApprovalExpiredError({ afterMs: expireAfterMs })), expireAfterMs)
      controller.signal.addEventListener('abort', () => clearTimeout(expiry))
      return new Promise<boolean>((resolve, reject) => {
        const entry: Entry<R> = {
          request,
          controller,
          settle: (answer) => answer.finally(() => clearTimeout(expiry)).then(resolve, reject),
        }
        // Aborted while it waits: it leaves the queue at once (the shown one ends through its view).
        controller.signal.addEventListener('abort', () => {
          const at = entries.indexOf(entry)
          if (at <= 0) return
          entries.splice(at, 1)
          reject(controller.signal.reason)
          changed()
        })
        entries.push(entry)
        changed()
        void run()
      })
    },
    /** Ends every request, shown or waiting, with `reason`. */
    abortAll(reason: unknown) {
      for (const entry of [...entries]) entry.controller.abort(reason)
    },
    /** How many requests wait behind the shown one. */
    waiting,
  }
}

export type ApprovalQueue<R> = ReturnType<typeof createApprovalQueue<R>>
