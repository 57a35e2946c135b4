import { EMBEDDED_WALLET } from './constants'
import type { FrameChannel } from './createFrameChannel'
import type { AppRequestPayload, FrameSuccessPayload } from './frameProtocol'

/** The requests that open one of the frame's own screens, each with its `_ABORT`. */
export type ScreenRequestName = 'UPDATE_EMAIL' | 'SESSIONS' | 'EXPORT_KEY' | 'CONNECT_PASSKEY'

/**
 * Opens one of the frame's own screens (in `locale`) and waits until the visitor closes it, up to
 * the approval's time limit; `signal` stops the wait and closes the screen in the frame too.
 */
export async function screenRequest<N extends ScreenRequestName>(
  channel: FrameChannel,
  name: N,
  { locale, signal }: { locale?: string | undefined; signal?: AbortSignal | undefined },
): Promise<FrameSuccessPayload<N>> {
  // Every screen's _ABORT takes an empty payload.
  const onAbort = () => void channel.request(`${name}_ABORT` as `${ScreenRequestName}_ABORT`, {}).catch(() => undefined)
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const payload = (locale ? { locale } : {}) as AppRequestPayload<N>
    return await channel.request(name, payload, { timeoutMs: EMBEDDED_WALLET.approvalTimeoutMs, ...(signal ? { signal } : {}) })
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}
