import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { undoEmailChange } from '../../embedded/emailChanges.ts'
import { approveDevice } from '../../embedded/emailLogin.ts'
import { EmbeddedUnavailableError } from '../../embedded/errors.ts'
import { getProject } from '../../projects/projects.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { rateLimit } from '../rateLimit.ts'
import { readBodyText } from '../readBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

const linkToken = (what: string) => z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, `Not ${what}`) })
const deviceToken = linkToken('a device link')
const undoToken = linkToken('an undo link')

/**
 * The pages the embedded wallet's mails link to, on the server's public URL. A GET only shows a page
 * with a button (mail scanners follow links); the button's POST acts.
 * - `GET /v1/embedded/device?token=` → a page to approve the device; `POST` (form) approves it and mails the code.
 * - `GET /v1/embedded/email/undo?token=` → a page to undo an e-mail change (48 h, once); `POST` (form)
 *   gives the wallet back to the old address and signs out every session.
 */
export function embeddedLinkRoutes(deps: AppDeps) {
  const embedded = () => {
    if (!deps.embedded) throw new EmbeddedUnavailableError({ missing: 'embeddedWallet (master key, mailer, frame origin)' })
    return deps.embedded
  }
  const formToken = async <T extends z.ZodTypeAny>(c: Context<AppEnv>, schema: T) =>
    parse(schema, Object.fromEntries(new URLSearchParams(await readBodyText(c, deps.bodyLimit))), 'body') as z.output<T>

  return new Hono<AppEnv>()
    .get('/v1/embedded/device', rateLimit(deps, 'embeddedDevice'), async (c) => {
      embedded()
      const { token } = parse(deviceToken, c.req.query(), 'query')
      return htmlPage(
        c,
        'Approve this device',
        `<p>Someone asked to log in to your wallet from a new device. Approve it only if it was you, just now.</p>
<form method="post" action="/v1/embedded/device"><input type="hidden" name="token" value="${token}"><button type="submit">Approve this device</button></form>`,
      )
    })
    .post('/v1/embedded/device', rateLimit(deps, 'embeddedDevice'), async (c) => {
      const { token } = await formToken(c, deviceToken)
      await approveDevice(deps.db, {
        ...embedded(),
        now: deps.now(),
        projectName: async (id) => (await getProject(deps.db, id))?.name ?? 'Portico',
      }, token)
      return htmlPage(c, 'Device approved', '<p>Device approved. Go back to the app: your code is on its way by e-mail.</p>')
    })
    .get('/v1/embedded/email/undo', rateLimit(deps, 'embeddedDevice'), async (c) => {
      embedded()
      const { token } = parse(undoToken, c.req.query(), 'query')
      return htmlPage(
        c,
        'Undo the e-mail change',
        `<p>Your wallet was moved to another e-mail address. If you did not do this, undo it: the wallet logs in with this address again and every session of it is signed out.</p>
<form method="post" action="/v1/embedded/email/undo"><input type="hidden" name="token" value="${token}"><button type="submit">Undo the change</button></form>`,
      )
    })
    .post('/v1/embedded/email/undo', rateLimit(deps, 'embeddedDevice'), async (c) => {
      const { token } = await formToken(c, undoToken)
      await undoEmailChange(deps.db, { ...embedded(), now: deps.now() }, token)
      return htmlPage(c, 'Change undone', '<p>Your wallet logs in with this address again, and every session of it was signed out. Log in again in the app.</p>')
    })
}

/** The server's own small pages: no script at all, and a CSP that says so. */
function htmlPage(c: Context<AppEnv>, title: string, content: string) {
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.75rem 1.25rem;min-height:44px}</style></head>
<body><main><h1>${title}</h1>${content}</main></body></html>`,
  )
}
