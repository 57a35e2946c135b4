/**
 * A social login's mark: our own plain glyph (a letter on the provider's colour), never a copied
 * brand asset. Decorative: the button it sits in is labelled.
 */
const marks: Readonly<Record<string, { glyph: string; background: string; color: string }>> = {
  google: { glyph: 'G', background: '#1a73e8', color: '#fff' },
  x: { glyph: 'X', background: '#000', color: '#fff' },
  farcaster: { glyph: 'F', background: '#6a3fc0', color: '#fff' },
  discord: { glyph: 'D', background: '#4752c4', color: '#fff' },
  apple: { glyph: 'A', background: '#1d1d1f', color: '#fff' },
  // One letter each: a compact button's name ("Continue with GitHub") must contain its visible text (axe label-content-name-mismatch).
  github: { glyph: 'G', background: '#24292f', color: '#fff' },
  facebook: { glyph: 'f', background: '#0866ff', color: '#fff' },
}

export function SocialIcon({ provider, size = 28 }: { provider: string; size?: number }) {
  const mark = marks[provider] ?? { glyph: provider.slice(0, 1).toUpperCase(), background: 'currentColor', color: 'var(--portico-bg)' }
  const small = mark.glyph.length > 1
  return (
    <svg className="portico-social-icon" width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="8" fill={mark.background} />
      <text
        x="14"
        y="14"
        dy="0.35em"
        textAnchor="middle"
        fill={mark.color}
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontWeight="700"
        fontSize={small ? 11 : 16}
      >
        {mark.glyph}
      </text>
    </svg>
  )
}
