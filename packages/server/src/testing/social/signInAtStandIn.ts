/**
 * Plays the browser at a stand-in's sign-in page, without a browser: follows the provider's
 * redirects (keeping its cookies), submits the sign-in form with `value`, and stops at the
 * redirect back to `redirectPrefix`, which it returns (with `code` and `state`). A form_post
 * provider (Apple) sends a page that posts a form to `redirectPrefix`: that URL is returned with the
 * form's fields as its query (`formOf` gives them back as the body to POST). `deny` answers the
 * page with its "Deny" button instead.
 */
export async function signInAtStandIn(authorizationUrl: string, { value, redirectPrefix, deny = false }: { value: string; redirectPrefix: string; deny?: boolean }): Promise<URL> {
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
    // A form_post refusal comes with a 400 (oidc-provider's error page posts it back all the same).
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!response.ok && !(action && decode(action).startsWith(redirectPrefix))) throw new Error(`The stand-in answered ${response.status}: ${html.slice(0, 200)}`)
    if (!action) throw new Error('No sign-in form on the stand-in page')
    const fields = new URLSearchParams()
    for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) fields.set(decode(match[1]!), decode(match[2]!))
    if (decode(action).startsWith(redirectPrefix)) {
      const posted = new URL(decode(action))
      for (const [key, field] of fields) posted.searchParams.set(key, field)
      return posted
    }
    const field = /<input id="standin-[^"]+" name="([^"]+)"/.exec(html)![1]!
    fields.set(field, value)
    if (deny) fields.set('decision', 'deny')
    form = { action: new URL(decode(action), url).href, fields }
  }
  throw new Error('Too many redirects at the stand-in')
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }
const decode = (text: string) => text.replace(/&(#\d+|amp|lt|gt|quot);/g, (_, name: string) => (name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : entities[name]!))

/** The form a form_post provider's page posts (the fields `signInAtStandIn` put in the URL's query). */
export const formOf = (url: URL) => ({ path: url.pathname, body: url.searchParams.toString() })
