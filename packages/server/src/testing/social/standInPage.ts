import type { ServerResponse } from 'node:http'

/**
 * A stand-in's sign-in page headers: HTML, no script, and a form-action that admits the page itself
 * and the client's callback (the form's answer redirects there, and a browser checks that redirect
 * against form-action too).
 */
export function setStandInPageHeaders(response: ServerResponse, redirectUri: string): void {
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(redirectUri).origin}`)
}

/**
 * The stand-ins' sign-in pages: plain HTML, no script, saying plainly what they are. "Deny" posts
 * `decision=deny` and the stand-in answers as its provider does when a person refuses.
 */
export function standInPage(parameters: { provider: string; action: string; hidden: Record<string, string>; field: { name: string; label: string; value: string } }): string {
  const hidden = Object.entries(parameters.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local stand-in for ${escape(parameters.provider)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;font:inherit}input{width:100%;padding:.5rem;margin:.25rem 0 1rem;box-sizing:border-box}button{padding:.75rem 1.25rem;min-height:44px}.note{background:#fff3cd;color:#3d2e00;padding:.75rem;border-radius:.5rem}</style></head>
<body><main><h1>Local stand-in for ${escape(parameters.provider)}</h1>
<p class="note">This page runs on your machine for development and tests. It is not ${escape(parameters.provider)}: nothing you type here leaves 127.0.0.1.</p>
<form method="post" action="${escape(parameters.action)}">${hidden}
<label for="standin-${escape(parameters.field.name)}">${escape(parameters.field.label)}</label>
<input id="standin-${escape(parameters.field.name)}" name="${escape(parameters.field.name)}" value="${escape(parameters.field.value)}" required maxlength="100" autocomplete="off">
<button type="submit">Sign in</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button></form></main></body></html>`
}

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Reads a small urlencoded form body (at most 16 KiB). */
export async function readForm(request: import('node:http').IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of request) {
    body += String(chunk)
    if (body.length > 16_384) throw new Error('Form too large')
  }
  return new URLSearchParams(body)
}

/** Whether the sign-in form was answered with "Deny". */
export const denied = (form: URLSearchParams): boolean => form.get('decision') === 'deny'

/** Sends the browser back to `redirectUri` with `params` and `state`, as a provider's refusal does. */
export function redirectBack(response: import('node:http').ServerResponse, redirectUri: string, params: Record<string, string>, state: string | null): void {
  const back = new URL(redirectUri)
  for (const [key, value] of Object.entries(params)) back.searchParams.set(key, value)
  if (state) back.searchParams.set('state', state)
  response.statusCode = 302
  response.setHeader('location', back.href)
  response.end()
}
