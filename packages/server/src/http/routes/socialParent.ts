import { EmbeddedError } from '../../embedded/errors.ts'
import { OriginNotAllowedError } from '../../errors.ts'
import { isOriginAllowed } from '../../projects/origins.ts'

/**
 * The host page's origin a social login (or link) is started for, checked: the project must list
 * its origins (as for e-mail: "any origin" would include a phishing page's) and include this one.
 *
 * @throws {EmbeddedError} `embedded_origin_refused`; {OriginNotAllowedError}.
 */
export function checkParentOrigin(project: { id: string; allowedOrigins: readonly string[] }, parentOrigin: string): string {
  if (project.allowedOrigins.length === 0) {
    throw new EmbeddedError('embedded_origin_refused', 'Social login needs the project to list its origins', {
      details: { fix: `portico-server project origins ${project.id} --set https://app.example.com` },
    })
  }
  const parent = new URL(parentOrigin).origin
  if (!isOriginAllowed(parent, project.allowedOrigins)) throw new OriginNotAllowedError({ origin: parent })
  return parent
}
