import { encode } from 'uqr'

/**
 * A QR code as SVG (uqr, error correction H so the icon in the middle covers less than the 30 % it can
 * lose). Colours come from the theme's CSS variables.
 */
export function QrCode({ value, label, icon, size = 240 }: { value: string; label: string; icon?: string | undefined; size?: number }) {
  const { data, size: modules } = encode(value, { ecc: 'H', border: 1 })
  const hole = Math.ceil(modules * 0.22) | 1
  const start = Math.floor((modules - hole) / 2)
  const inHole = (x: number, y: number) => icon && x >= start && x < start + hole && y >= start && y < start + hole
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark && !inHole(x, y)) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    <svg
      className="portico-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="var(--portico-qr-background, #fff)" />
      <path d={path} fill="var(--portico-qr-foreground, #000)" />
      {icon ? <image href={icon} x={start + 0.5} y={start + 0.5} width={hole - 1} height={hole - 1} /> : null}
    </svg>
  )
}
