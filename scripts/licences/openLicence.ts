/**
 * Open-source licences by SPDX id: the OSI-approved ones a JavaScript dependency tree meets, and the
 * public-domain dedications. Anything else (a "SEE LICENSE IN …" pointer, UNLICENSED, a community or
 * commercial licence, no licence at all) is not open.
 */
const OPEN = new Set([
  '0BSD', 'AFL-2.1', 'AFL-3.0', 'Apache-2.0', 'Artistic-2.0', 'BlueOak-1.0.0', 'BSD-2-Clause', 'BSD-3-Clause',
  'BSL-1.0', 'CC0-1.0', 'CC-BY-3.0', 'CC-BY-4.0', 'EPL-2.0', 'GPL-2.0-only', 'GPL-2.0-or-later', 'GPL-3.0-only',
  'GPL-3.0-or-later', 'ISC', 'LGPL-2.1-only', 'LGPL-2.1-or-later', 'LGPL-3.0-only', 'LGPL-3.0-or-later', 'MIT',
  'MIT-0', 'MPL-2.0', 'Python-2.0', 'Unlicense', 'WTFPL', 'Zlib',
])

/** Old or loose spellings found in package.json files, mapped to their SPDX id. */
const ALIASES: Record<string, string> = {
  'Apache 2.0': 'Apache-2.0',
  'Apache License 2.0': 'Apache-2.0',
  'BSD': 'BSD-2-Clause',
  'GPL-2.0': 'GPL-2.0-only',
  'GPL-3.0': 'GPL-3.0-only',
  'LGPL-2.1': 'LGPL-2.1-only',
  'LGPL-3.0': 'LGPL-3.0-only',
  'MIT License': 'MIT',
  'Public Domain': 'Unlicense',
}

const canonical = (id: string) => ALIASES[id] ?? id

/**
 * Whether an SPDX expression is open: `A OR B` when either is, `A AND B` when both are, `A WITH exception`
 * when A is. Parentheses group; anything unparsable is not open.
 */
export function isOpenLicence(expression: string | undefined): boolean {
  if (!expression) return false
  const text = expression.trim()
  if (/^SEE LICEN[CS]E IN\b/i.test(text) || /^UNLICENSED$/i.test(text)) return false
  const tokens = text.match(/\(|\)|[^\s()]+/g) ?? []
  let position = 0
  const peek = () => tokens[position]
  const take = () => tokens[position++]

  function orExpression(): boolean {
    let open = andExpression()
    while (peek()?.toUpperCase() === 'OR') {
      take()
      open = andExpression() || open
    }
    return open
  }
  function andExpression(): boolean {
    let open = term()
    while (peek()?.toUpperCase() === 'AND') {
      take()
      open = term() && open
    }
    return open
  }
  function term(): boolean {
    const token = take()
    if (token === undefined) throw new SyntaxError('unexpected end')
    let open: boolean
    if (token === '(') {
      open = orExpression()
      if (take() !== ')') throw new SyntaxError('missing )')
    } else {
      open = OPEN.has(canonical(token.replace(/\+$/, '')))
    }
    if (peek()?.toUpperCase() === 'WITH') {
      take()
      if (take() === undefined) throw new SyntaxError('missing exception')
    }
    return open
  }

  try {
    if (OPEN.has(canonical(text))) return true
    const open = orExpression()
    return position === tokens.length && open
  } catch {
    return false
  }
}

/** The licence a package.json declares: `license` (a string or the old `{ type }`), else the old `licenses`. */
export function declaredLicence(manifest: { license?: unknown; licenses?: unknown }): string | undefined {
  const typeOf = (value: unknown) =>
    typeof value === 'string' ? value : typeof (value as { type?: unknown })?.type === 'string' ? (value as { type: string }).type : undefined
  const single = typeOf(manifest.license)
  if (single) return single
  if (Array.isArray(manifest.licenses) && manifest.licenses.length > 0) {
    const ids = manifest.licenses.map(typeOf)
    if (ids.every((id) => id)) return ids.length === 1 ? ids[0] : `(${ids.join(' OR ')})`
  }
  return undefined
}
