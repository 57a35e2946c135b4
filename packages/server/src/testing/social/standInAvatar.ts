import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/**
 * A stand-in's profile picture: a small SVG (a coloured disc with the name's first letter), served
 * by the stand-in itself on 127.0.0.1, so the Account view shows a picture and nothing leaves the
 * machine. No script; any page may show it as an image.
 */
export function sendStandInAvatar(response: ServerResponse, name: string): void {
  const hue = Number.parseInt(createHash('sha256').update(name.toLowerCase()).digest('hex').slice(0, 4), 16) % 360
  const initial = /^[A-Za-z0-9]/.test(name) ? name[0]!.toUpperCase() : '?'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 70% 45%)"/><text x="48" y="62" font-family="system-ui,sans-serif" font-size="44" font-weight="600" fill="#fff" text-anchor="middle">${initial}</text></svg>`
  response.statusCode = 200
  response.setHeader('content-type', 'image/svg+xml')
  response.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  response.setHeader('x-content-type-options', 'nosniff')
  response.setHeader('cross-origin-resource-policy', 'cross-origin')
  response.setHeader('cache-control', 'public, max-age=300')
  response.end(svg)
}
