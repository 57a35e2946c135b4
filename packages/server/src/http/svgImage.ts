import type { Context } from 'hono'

/**
 * An SVG image answer: cached a day, and sandboxed so that an SVG opened directly cannot run
 * scripts or load anything.
 */
export function svgImage(c: Context, svg: string): Response {
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  })
}
