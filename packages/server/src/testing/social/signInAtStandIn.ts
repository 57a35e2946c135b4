/**
 * Plays the browser at a stand-in's sign-in page, without a browser: follows the provider's
 * redirects (keeping its cookies), submits the sign-in form with `value`, and stops at the
 * redirect back to `redirectPrefix`, which it returns (with `code` and `state`).
 */
export async function signInAtStandIn(authorizationUrl: string, { value, redirectPrefix }: { value: string; redirectPrefix: string }): Promise<URL> {
  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1))
    }
  }
  const cookie = () => [...cookies].map(([name, v]) => `${name}=${v}`).join('; ')
  let url = authorizationUrl
  let form: { action: string; fields: URLSearchParams } | undefined
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(redirectPrefix)) return new URL(url)
    const response = form
      ? await fetch(form.action, { method: 'POST', redirect: 'manual', headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' }, body: form.fields })
      : await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } })
    form = undefined
    remember(response)
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url).href
      continue
    }
    const html = await response.text()
    if (!response.ok) throw new Error(`The stand-in answered ${response.status}: ${html.slice(0, 200)}`)
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error('No sign-in form on the stand-in page')
    const fields = new URLSearchParams()
    for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(decode(match[1]!), decode(match[2]!))
    const field = /<input id="standin-[^"]+" name="([^"]+)"/.exec(html)![1]!
    fields.set(field, value)
    form = { action: new URL(decode(action), url).href, fields }
  }
  throw new Error('Too many redirects at the stand-in')
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
