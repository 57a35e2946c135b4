/**
 * Characters that change how a text reads without being seen: Unicode format characters (bidi
 * embeddings, overrides and isolates, zero-width space and joiners, the word joiner, the BOM, the
 * soft hyphen…), line and paragraph separators, control characters other than tab and newlines,
 * and the blank letters that render as nothing (Hangul fillers, the Mongolian vowel separator,
 * the combining grapheme joiner).
 */
const hidden = /[\p{Cf}\p{Zl}\p{Zp}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u034F\u115F\u1160\u180E\u3164\uFFA0]/gu

/** Whether `text` holds a character that is invisible or reorders the text around it. */
export function hasHiddenCharacters(text: string): boolean {
  hidden.lastIndex = 0
  return hidden.test(text)
}

/** `text` with each such character written out as `[U+202E]`, so the view shows what is signed, in its order. */
export function revealHiddenCharacters(text: string): string {
  return text.replace(hidden, (char) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`)
}

/**
 * The domain a Sign-In with Ethereum message (EIP-4361) names on its first line, when `text` is
 * one: `example.com`, `example.com:8443`, or with a scheme, `https://example.com`.
 */
export function signInDomain(text: string): string | undefined {
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your Ethereum account:\r?\n/.exec(text)
  if (!match) return undefined
  return match[1] ? `${match[1]}://${match[2]}` : match[2]
}

/**
 * Whether a sign-in message's domain is the page asking (the frame's parent origin). Without a
 * scheme the domain is compared with the origin's host (and port); with one, with the whole origin.
 */
export function signInDomainMatches(domain: string, parentOrigin: string): boolean {
  let parent: URL
  try {
    parent = new URL(parentOrigin)
  } catch {
    return false
  }
  if (domain.includes('://')) {
    try {
      return new URL(domain).origin === parent.origin
    } catch {
      return false
    }
  }
  try {
    // `host` drops a default port (443 on https): so does the parent's.
    return new URL(`${parent.protocol}//${domain}`).host === parent.host
  } catch {
    return false
  }
}
