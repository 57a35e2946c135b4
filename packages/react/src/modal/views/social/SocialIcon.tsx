import type { FeaturesState, ThemeState } from '@portico/core'
import { useState } from 'react'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'

/**
 * The kit's own letter mark (a letter on the provider's colour), for a provider whose real mark the
 * server does not link (an older server) or that failed to load.
 */
const letters: Readonly<Record<string, { glyph: string; background: string; color: string }>> = {
  google: { glyph: 'G', background: '#1a73e8', color: '#fff' },
  x: { glyph: 'X', background: '#000', color: '#fff' },
  farcaster: { glyph: 'F', background: '#6a3fc0', color: '#fff' },
  discord: { glyph: 'D', background: '#4752c4', color: '#fff' },
  apple: { glyph: 'A', background: '#1d1d1f', color: '#fff' },
  // One letter each: a compact button's name ("Continue with GitHub") must contain its visible text (axe label-content-name-mismatch).
  github: { glyph: 'G', background: '#24292f', color: '#fff' },
  facebook: { glyph: 'f', background: '#0866ff', color: '#fff' },
}

const selectImages = (s: FeaturesState) => s.socialImages
const selectThemeMode = (s: ThemeState) => s.themeMode

/**
 * A social login's mark: the brand's own, as the Portico server serves it for the kit's theme
 * (`/v1/social-images/`, linked by the remote config; Apple's black on light and white on dark),
 * else the kit's letter mark. Decorative (empty alt): the button it sits in is labelled.
 */
export function SocialIcon({ provider, size = 28 }: { provider: string; size?: number }) {
  const { portico } = usePorticoContext()
  const images = useStore(portico.stores.features, selectImages)
  const themeMode = useStore(portico.stores.theme, selectThemeMode)
  const url = images && Object.hasOwn(images, provider) ? images[provider]?.[themeMode] : undefined
  const [failed, setFailed] = useState<string>()
  if (url && url !== failed) {
    return <img className="portico-social-icon" src={url} alt="" width={size} height={size} decoding="async" onError={() => setFailed(url)} />
  }
  return <LetterMark provider={provider} size={size} />
}

function LetterMark({ provider, size }: { provider: string; size: number }) {
  const mark = letters[provider] ?? { glyph: provider.slice(0, 1).toUpperCase(), background: 'currentColor', color: 'var(--portico-bg)' }
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
        fontSize={16}
      >
        {mark.glyph}
      </text>
    </svg>
  )
}
