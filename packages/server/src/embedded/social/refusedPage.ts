import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { hashState } from './socialLogin.ts'
import { escapeHtml } from '../../utils/escapeHtml.ts'

/**
 * The page a browser gets when the provider sends it back to the callback and the login is refused
 * there (an expired, unknown or replayed `state`, a malformed answer): what happened, the typed code
 * (`data-error-code`, and shown), and a link back to the app only when the attempt named by the
 * `state` had a return address checked at its start whose origin the project still lists; else no
 * link. Plain HTML, no script at all (its CSP allows none), every value escaped.
 */
export function refusedCallbackPage(refusal: { code: string; message: string; returnOrigin: string | undefined }): { html: string; csp: string } {
  const back = refusal.returnOrigin
    ? `<p><a href="${escapeHtml(`${refusal.returnOrigin}/`)}" rel="noreferrer">Back to ${escapeHtml(new URL(refusal.returnOrigin).host)}</a></p>`
    : '<p>Go back to the app and start the login again.</p>'
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Login not completed</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}a{display:inline-block;padding:.75rem 0;min-height:44px}small{color:#555}</style></head>
<body><main data-error-code="${escapeHtml(refusal.code)}"><h1>Login not completed</h1><p>${escapeHtml(refusal.message)}.</p>${back}
<p><small>Error code: <code>${escapeHtml(refusal.code)}</code></small></p></main></body></html>`
  const csp = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
  return { html, csp }
}

/**
 * The origin to send the browser back to after a refused callback: that of the return address the
 * attempt with this `state` kept (checked against the project when it started: `checkReturnTo`),
 * whatever became of the attempt since (expired, used), and only while the project still lists
 * that origin exactly. Undefined for a popup's attempt, an unknown state, or a malformed one.
 */
export async function refusedReturnOrigin(db: Kysely<Database>, parameters: { provider: string; state: string | undefined; allowedOrigins: (projectId: string) => Promise<readonly string[] | undefined> }): Promise<string | undefined> {
  const { state } = parameters
  if (!state || !/^[A-Za-z0-9_-]{16,128}$/.test(state)) return undefined
  const attempt = await db
    .selectFrom('embedded_social_logins')
    .select(['project_id', 'return_to'])
    .where('state_hash', '=', hashState(state))
    .where('provider', '=', parameters.provider)
    .executeTakeFirst()
  if (!attempt?.return_to) return undefined
  const origin = new URL(attempt.return_to).origin
  const listed = await parameters.allowedOrigins(attempt.project_id)
  return listed?.includes(origin) ? origin : undefined
}
