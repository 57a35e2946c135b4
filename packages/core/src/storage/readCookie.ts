/**
 * The value of one cookie in a `Cookie` header or `document.cookie` string, decoded; `undefined`
 * when it is missing or its encoding is broken.
 *
 * @example
 * readCookie('a=1; portico.connections=%7B%7D', 'portico.connections') // '{}'
 */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  if (!cookies) return undefined
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}
