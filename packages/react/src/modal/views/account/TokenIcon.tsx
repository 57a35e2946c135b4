/** A token's icon, or its first letter when it has none (decorative: the symbol is always next to it). */
export function TokenIcon({ url, symbol, size = 32 }: { url: string | undefined; symbol: string; size?: number }) {
  return url ? (
    <img className="portico-token-icon" src={url} alt="" width={size} height={size} />
  ) : (
    <span className="portico-token-icon portico-token-icon--letter" aria-hidden="true" style={{ width: size, height: size }}>
      {symbol.slice(0, 1)}
    </span>
  )
}
