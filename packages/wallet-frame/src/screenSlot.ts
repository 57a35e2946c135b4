/**
 * One of the frame's own screens at a time of a kind (the e-mail change, the sessions, the export,
 * the passkey login): opening it again closes the one open, and `abort` closes it (the host's view
 * went away, or the visitor signed out).
 */
export function screenSlot() {
  let open: AbortController | undefined
  return {
    async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> {
      open?.abort(new Error('Request was aborted'))
      const controller = new AbortController()
      open = controller
      try {
        return await task(controller.signal)
      } finally {
        if (open === controller) open = undefined
      }
    },
    abort(reason: Error = new Error('Request was aborted')) {
      open?.abort(reason)
    },
  }
}
