import { request } from 'node:https'

export type ProxiedResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * An https request to `url` (a host name only the test knows) sent to the proxy at
 * 127.0.0.1:`port`, as a client whose resolver maps that name there: SNI and Host carry the name,
 * the certificate is checked against `ca` only. `localAddress` picks the client's own loopback address
 * (127.0.0.0/8 is all local), so the proxy sees a client that is neither itself nor an instance.
 */
export function requestVia(
  port: number,
  url: string,
  { ca, localAddress, method = 'GET', headers = {}, body }: { ca: string; localAddress?: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<ProxiedResponse> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: `${target.pathname}${target.search}`,
        method,
        servername: target.hostname,
        headers: { host: target.host, ...headers },
        ca,
        localAddress,
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
        response.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url}: no answer within 10 s`)))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
