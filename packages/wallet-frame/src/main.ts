import { FRAME_EVENT_PREFIX, type FrameEventName, isOriginAllowed, parseAppRequest } from '@portico/core/internal'
import { ApiError, createApi } from './api.ts'
import { ApprovalExpiredError, ApprovalQueueFullError, UserRejectedError } from './errors.ts'
import { createHandlers } from './handlers.ts'
import { createLogger } from './logger.ts'
import { createFrameStorage } from './storage.ts'

/** The frame bundle's version (the host may check it in READY). */
const version = '0.1.0'

await start()

/**
 * The wallet frame: checks who embeds it, then answers that page alone. The parent's origin comes
 * from the browser (`location.ancestorOrigins`, else the referrer the host's `referrerpolicy`
 * sends), is checked against the project's allowed origins, and every message in and out is tied
 * to it: received only from `window.parent` at that origin, posted only to that origin.
 */
async function start() {
  const params = new URLSearchParams(location.search)
  const logger = createLogger({ print: params.get('enableLogger') === 'true' })
  if (window.parent === window) {
    logger.error('W3mFrame: parent is not set')
    return
  }
  const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)
  if (!parentOrigin || parentOrigin === 'null') {
    logger.error('W3mFrame: parent is not set')
    return
  }
  const post = (type: string, id: string | undefined, payload: unknown) =>
    window.parent.postMessage({ type: `${FRAME_EVENT_PREFIX}${type}`, ...(id ? { id } : {}), payload }, parentOrigin)
  const emit = (name: FrameEventName, payload: unknown) => post(name, undefined, payload)

  const projectId = params.get('projectId') ?? ''
  const { apiUrl } = (await (await fetch('./config.json', { cache: 'no-store' })).json()) as { apiUrl: string }
  const storage = createFrameStorage()
  const api = createApi({ apiUrl, projectId })
  const project = await api.project().catch((error: unknown) => {
    logger.error('W3mFrame: the project could not be read', { message: (error as Error).message })
    return undefined
  })
  if (!project || !isOriginAllowed(parentOrigin, project.allowedOrigins) || project.allowedOrigins.length === 0) {
    logger.error('W3mFrame: unverified domain', { origin: parentOrigin })
    emit('UNVERIFIED_DOMAIN', { origin: parentOrigin })
    return
  }

  const approvalRoot = document.getElementById('approval')!
  const handlers = createHandlers({
    api,
    storage,
    logger,
    parentOrigin,
    apiOrigin: new URL(apiUrl).origin,
    approvalRoot,
    setApprovalOpen: (open) => emit('APPROVAL', { open }),
    chainId: params.get('chainId') ?? storage.chainId() ?? '1',
  })

  window.addEventListener('message', (event) => {
    // Only our parent window, at the origin we checked; anything else is dropped unread.
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    const request = parseAppRequest(event.data)
    if (!request) {
      logger.warn('W3mFrame: invalid app event')
      return
    }
    logger.info('request', { name: request.name })
    const handle = handlers[request.name] as (payload: unknown) => Promise<unknown>
    handle(request.payload).then(
      (payload) => post(`${request.name}_SUCCESS`, request.id, payload ?? {}),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : 'An error occurred'
        logger.warn('request failed', { name: request.name, message })
        // The server's error code too, so the host can say it in the visitor's language (and a rejection is a 4001 there).
        const coded = error instanceof ApiError || error instanceof UserRejectedError || error instanceof ApprovalQueueFullError || error instanceof ApprovalExpiredError
        const code = coded ? error.code : undefined
        post(`${request.name}_ERROR`, request.id, code ? { message, code } : { message })
      },
    )
  })
  emit('READY', { version })
}
