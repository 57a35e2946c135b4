/** A gradient circle derived from the address, so an account is recognisable at a glance. */
export function Avatar({ address, size = 24 }: { address: string | undefined; size?: number }) {
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
