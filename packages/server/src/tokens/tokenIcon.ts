/** A round monogram icon for a token symbol (what the devnet tokens and unlisted ones show). */
export function tokenIconSvg(symbol: string): string {
  const letters = symbol.replace(/[^A-Za-z0-9]/g, '').slice(0, 3).toUpperCase() || '?'
  let hash = 0
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const size = letters.length > 2 ? 22 : 28
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${letters}"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 45%)"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${letters}</text></svg>`
}
