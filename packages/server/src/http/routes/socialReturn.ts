import { EmbeddedError } from '../../embedded/errors.ts'

/** The longest return address kept (a page's URL with its query; the fragment is the kit's). */
const maxLength = 2048

/**
 * The address a same-tab social login sends the browser back to (the popup was blocked), checked:
 * an absolute http(s) URL without user info or fragment, whose origin is exactly the host page's
 * (`parentOrigin`, already checked against the project) and exactly one of the project's listed
 * origins, wildcards not counting: a pattern admits sites the project does not vouch for page by
 * page, and the provider's answer is about to go there. Answers the URL as the server will use it.
 *
 * @throws {EmbeddedError} `embedded_social_return_refused`.
 */
export function checkReturnTo(project: { allowedOrigins: readonly string[] }, parentOrigin: string, returnTo: string): string {
  const refuse = (reason: string) =>
    new EmbeddedError('embedded_social_return_refused', 'This return address is not one of the app’s origins', { details: { reason } })
  if (returnTo.length > maxLength) throw refuse('too_long')
  let url: URL
  try {
    url = new URL(returnTo)
  } catch {
    throw refuse('not_a_url')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('scheme')
  if (url.username || url.password) throw refuse('user_info')
  if (url.hash) throw refuse('fragment')
  if (url.origin !== parentOrigin) throw refuse('not_the_host_page')
  if (!project.allowedOrigins.some((entry) => entry === url.origin)) throw refuse('not_listed')
  return url.href
}
