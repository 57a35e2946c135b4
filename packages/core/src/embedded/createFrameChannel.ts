import { FrameError, FrameRequestError } from './errors'
import { EMBEDDED_WALLET } from './constants'
import {
  APP_EVENT_PREFIX,
  type AppRequestName,
  type AppRequestPayload,
  type FrameEventName,
  type FrameSuccessPayload,
  parseFrameMessage,
} from './frameProtocol'

/** The query parameters the frame is loaded with (spec §7). */
export type FrameParameters = {
  projectId: string
  chainId: number | string
  /** The kit's version (e.g. `portico-0.1.0`). */
  version: string
  enableLogger?: boolean | undefined
  rpcUrl?: string | undefined
}

export type CreateFrameChannelParameters = FrameParameters & {
  /** The frame's page, on the wallet's own origin (`https://wallet.example.com/`). */
  frameUrl: string
  /** Where the hidden frame goes; default `document.body`. */
  container?: HTMLElement | undefined
  /** The frame's events: READY, UNVERIFIED_DOMAIN, APPROVAL. */
  onEvent?: ((name: FrameEventName, payload: unknown) => void) | undefined
  /** Timing overrides (tests). */
  timing?: { frameLoadTimeoutMs?: number | undefined; readyDelayMs?: number | undefined } | undefined
}

export type FrameChannel = {
  /** The frame's origin: the only one messages are accepted from and posted to. */
  readonly origin: string
  /** The frame element (the ApproveTransaction view shows it while the frame asks for approval). */
  readonly element: HTMLIFrameElement
  /** Resolves once the frame said READY (and the 500 ms after it passed); rejects with `iframe_load_failed` or `unverified_domain`. */
  ready(): Promise<void>
  /** Sends a request and resolves with the frame's checked success payload. */
  request<N extends AppRequestName>(name: N, payload: AppRequestPayload<N>, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<FrameSuccessPayload<N>>
  /** Removes the frame and rejects what is still open. */
  destroy(): void
}

/** Requests that mail, wait for a mailed link or a social login: the spec's 120 s. */
const connectRequests: readonly AppRequestName[] = ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'GET_SOCIAL_REDIRECT_URI', 'CONNECT_SOCIAL', 'RESUME_SOCIAL', 'GET_FARCASTER_URI']

/**
 * Loads the wallet frame hidden and talks to it over `postMessage`: each request gets a
 * crypto-random id and waits for the reply with that id. Only messages whose `source` is this
 * frame's window and whose `origin` is the frame's are read, each checked against its event's
 * schema (others are dropped with a warning); every post names the frame's origin, never `'*'`.
 */
export function createFrameChannel(parameters: CreateFrameChannelParameters): FrameChannel {
  const url = new URL(parameters.frameUrl)
  const origin = url.origin
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('chainId', String(parameters.chainId))
  url.searchParams.set('version', parameters.version)
  url.searchParams.set('enableLogger', String(Boolean(parameters.enableLogger)))
  if (parameters.rpcUrl) url.searchParams.set('rpcUrl', parameters.rpcUrl)

  const element = document.createElement('iframe')
  element.src = url.toString()
  element.title = 'Embedded wallet'
  element.setAttribute('data-portico-frame', '')
  // Hidden until the frame asks for an approval; no extra permissions (no camera, no clipboard
  // reading) but writing to the clipboard (the key export's copy control) and passkeys: the frame's
  // origin is their relying party, and a ceremony starts only from a click in the frame itself.
  element.hidden = true
  element.setAttribute('allow', 'clipboard-write; publickey-credentials-get; publickey-credentials-create')
  element.setAttribute('referrerpolicy', 'origin')

  const pending = new Map<string, { name: AppRequestName; resolve(value: unknown): void; reject(error: unknown): void }>()
  const loadTimeout = parameters.timing?.frameLoadTimeoutMs ?? EMBEDDED_WALLET.frameLoadTimeoutMs
  const readyDelay = parameters.timing?.readyDelayMs ?? EMBEDDED_WALLET.readyDelayMs
  let settleReady: { resolve(): void; reject(error: unknown): void } | undefined
  const readyPromise = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }))
  readyPromise.catch(() => undefined)
  const loadTimer = setTimeout(() => settleReady?.reject(new FrameError('iframe_load_failed')), loadTimeout)
  let destroyed = false

  const onMessage = (event: MessageEvent) => {
    // Anything not from our frame's window and origin is dropped unread.
    if (event.source !== element.contentWindow || event.origin !== origin) return
    const message = parseFrameMessage(event.data)
    if (!message) {
      console.warn('W3mFrame: invalid frame event', event.data)
      return
    }
    if (message.kind === 'event') {
      if (message.name === 'READY') {
        clearTimeout(loadTimer)
        setTimeout(() => settleReady?.resolve(), readyDelay)
      }
      if (message.name === 'UNVERIFIED_DOMAIN') {
        clearTimeout(loadTimer)
        settleReady?.reject(new FrameError('unverified_domain'))
      }
      parameters.onEvent?.(message.name, message.payload)
      return
    }
    const waiting = pending.get(message.id)
    if (!waiting || waiting.name !== message.name) return
    pending.delete(message.id)
    if (message.kind === 'success') waiting.resolve(message.payload)
    else waiting.reject(new FrameRequestError({ request: message.name, message: message.message, code: message.code }))
  }
  window.addEventListener('message', onMessage)
  ;(parameters.container ?? document.body).appendChild(element)

  return {
    origin,
    element,
    ready: () => readyPromise,
    async request(name, payload, options = {}) {
      await readyPromise
      const target = element.contentWindow
      if (destroyed || !target) throw new FrameError('iframe_not_set')
      const id = crypto.randomUUID()
      const timeoutMs = options.timeoutMs ?? (connectRequests.includes(name) ? EMBEDDED_WALLET.connectRequestTimeoutMs : EMBEDDED_WALLET.requestTimeoutMs)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new FrameError('iframe_request_timeout', { details: name }))
        }, timeoutMs)
        const done = () => {
          clearTimeout(timer)
          options.signal?.removeEventListener('abort', onAbort)
        }
        const onAbort = () => {
          done()
          pending.delete(id)
          reject(options.signal?.reason)
        }
        if (options.signal?.aborted) return onAbort()
        options.signal?.addEventListener('abort', onAbort, { once: true })
        pending.set(id, {
          name,
          resolve: (value) => {
            done()
            resolve(value as never)
          },
          reject: (error) => {
            done()
            reject(error)
          },
        })
        target.postMessage({ type: `${APP_EVENT_PREFIX}${name}`, id, payload }, origin)
      })
    },
    destroy() {
      destroyed = true
      clearTimeout(loadTimer)
      window.removeEventListener('message', onMessage)
      element.remove()
      settleReady?.reject(new FrameError('iframe_not_set'))
      for (const [id, waiting] of pending) {
        pending.delete(id)
        waiting.reject(new FrameError('iframe_not_set'))
      }
    },
  }
}
