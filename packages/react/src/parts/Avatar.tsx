import { useState } from 'react'

/**
 * The account's picture: the name's avatar image when it has one (`src`), else (or when the image
 * fails to load) a gradient circle derived from the address, so an account is recognisable at a glance.
 * Decorative: the name or address beside it says who it is.
 */
export function Avatar({ address, src, size = 24 }: { address: string | undefined; src?: string | undefined; size?: number }) {
  const [failed, setFailed] = useState<string>()
  if (src && failed !== src) {
    return (
      <img
        alt=""
        className="portico-avatar portico-avatar--image"
        src={src}
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        decoding="async"
        onError={() => setFailed(src)}
      />
    )
  }
  const hue = hueOf(address ?? '')
  return (
    <span
      aria-hidden="true"
      className="portico-avatar"
      style={{
        width: size,
        height: size,
        background: `radial-gradient(circle at 30% 30%, hsl(${hue} 90% 72%), hsl(${(hue + 70) % 360} 80% 45%))`,
      }}
    />
  )
}

function hueOf(text: string): number {
  let hash = 0
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0
  return Math.abs(hash) % 360
}
