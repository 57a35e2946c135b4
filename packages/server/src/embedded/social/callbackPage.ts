import { randomBytes } from 'node:crypto'
import type { SocialCallbackOutcome } from './socialLogin.ts'
import { escapeHtml } from '../../utils/escapeHtml.ts'

/** The message the callback page posts to the wallet frame (and nothing else receives: its target origin is the frame's). */
export const socialResultMessageType = 'portico:social-result'

/** JSON safe inside a `<script>` element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/**
 * The page the provider sends the popup back to. Its one script (allowed by a per-response nonce)
 * posts the outcome to the window that opened the popup and every frame in it, with the wallet
 * frame's origin as the target: only the wallet frame can read it (the host page never sees the
 * result code; the opener is the frame itself when the frame opened the popup, as for linking a
 * login), then closes the popup. Returns the page and its CSP.
 */
export function callbackPage(outcome: SocialCallbackOutcome): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64')
  const message = { type: socialResultMessageType, loginId: outcome.loginId, ...outcome.outcome }
  // A link is finished only by the wallet frame that started it (docs/security.md): a person who
  // reached this page from a link someone sent them is told that nothing was linked.
  const linked = 'This window closes by itself and the wallet that asked finishes linking the login. If you did not start linking a login in this browser, close this window: nothing was linked.'
  const title = outcome.outcome.ok ? (outcome.link ? 'Login checked' : 'Signed in') : 'Login failed'
  const text = outcome.outcome.ok ? (outcome.link ? linked : 'You are signed in. This window closes by itself; if it does not, close it and go back to the app.') : `${escapeHtml(outcome.outcome.error.message)}. Close this window and try again in the app.`
  const script = `(function(){var d=${scriptJson({ message, frameOrigin: outcome.frameOrigin })};
function walk(w,depth){var n=0;try{n=w.frames.length}catch(e){return}for(var i=0;i<n;i++){try{w.frames[i].postMessage(d.message,d.frameOrigin)}catch(e){}if(depth<3)walk(w.frames[i],depth+1)}}
if(window.opener){try{window.opener.postMessage(d.message,d.frameOrigin)}catch(e){}walk(window.opener,0);setTimeout(function(){window.close()},300)}})();`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}</style></head>
<body><main><h1>${title}</h1><p>${text}</p></main><script nonce="${nonce}">${script}</script></body></html>`
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`
  return { html, csp }
}
