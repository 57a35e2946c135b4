/**
 * `portico-server check`, the origins: the public URL and the wallet frame's origin must be https and
 * distinct origins (the frame's isolation rests on the browser's same-origin policy). Returns one line per problem.
 */
export function checkOrigins(input: { publicUrl: string | undefined; frameOrigin: string | undefined }): string[] {
  const problems: string[] = []
  const publicOrigin = originOf(input.publicUrl, 'PORTICO_PUBLIC_URL', problems)
  const frameOrigin = originOf(input.frameOrigin, 'PORTICO_FRAME_ORIGIN', problems)
  if (publicOrigin && frameOrigin && publicOrigin === frameOrigin) {
    problems.push(`PORTICO_FRAME_ORIGIN must be a different origin from PORTICO_PUBLIC_URL (both ${publicOrigin})`)
  }
  return problems
}

function originOf(value: string | undefined, name: string, problems: string[]): string | undefined {
  if (!value) {
    problems.push(`${name} is not set`)
    return undefined
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    problems.push(`${name} is not a URL`)
    return undefined
  }
  if (url.protocol !== 'https:') problems.push(`${name} must be https (is ${url.protocol.slice(0, -1)})`)
  return url.origin
}
