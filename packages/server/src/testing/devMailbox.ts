import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MailCatcher } from './mailCatcher.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const linkify = (escaped: string) => escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')

export type DevMailbox = { url: string; close(): Promise<void> }

/**
 * The development mailbox (`npm start`, the e2e tests): what the local SMTP catcher received, as a
 * page (`/`, newest first, links clickable) and as JSON (`/mails.json?to=`). Local only: it binds
 * 127.0.0.1 and shows login codes to whoever opens it.
 */
export async function startDevMailbox(catcher: MailCatcher, { port = 0 }: { port?: number } = {}): Promise<DevMailbox> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const to = url.searchParams.get('to')?.toLowerCase()
    const mails = catcher.mails().filter((mail) => !to || mail.to.includes(to))
    if (url.pathname === '/mails.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
      response.end(JSON.stringify(mails))
      return
    }
    if (url.pathname !== '/') {
      response.writeHead(404).end()
      return
    }
    const items = [...mails]
      .reverse()
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">to ${escapeHtml(mail.to.join(', '))} · ${new Date(mail.receivedAt).toLocaleTimeString()}</p><pre>${linkify(escapeHtml(mail.text))}</pre></article>`,
      )
      .join('')
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Portico dev mailbox</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style></head><body><h1>Portico dev mailbox</h1><p>Mails the local SMTP catcher received (this page refreshes every 5 s).</p>${items || '<p>No mail yet.</p>'}</body></html>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
