import { describe, expect, it } from 'vitest'
import { json, useTestApp } from '../../testing/app.ts'

describe('GET /v1/social-images/:file', () => {
  const { app } = useTestApp('sqlite')

  it("serves a social login's mark for a theme as a sandboxed SVG, to any origin", async () => {
    const response = await app().request('/v1/social-images/apple-dark.svg', { headers: { origin: 'https://anywhere.example' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*aria-label="Apple"/)
  })

  it('answers 404 with a typed error for a provider without a mark, a theme that is not one, or a name that is not one', async () => {
    for (const file of ['telegram-light.svg', 'apple-dim.svg', 'apple.svg', '..%2F..%2Fpackage.json', 'apple-dark.png']) {
      const response = await app().request(`/v1/social-images/${file}`)
      expect(response.status, file).toBe(404)
      expect(await json(response), file).toMatchObject({ error: { code: 'not_found' } })
    }
  })
})
