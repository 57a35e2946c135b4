import { describe, expect, it } from 'vitest'
import { json, useTestApp } from '../../testing/app.ts'

describe('GET /v1/network-images/:file', () => {
  const { app } = useTestApp('sqlite')

  it("serves a network's logo as a sandboxed SVG, to any origin", async () => {
    const response = await app().request('/v1/network-images/eip155-8453.svg', { headers: { origin: 'https://anywhere.example' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })

  it('answers 404 with a typed error for a network without a logo or a name that is not one', async () => {
    for (const file of ['eip155-31337.svg', '..%2F..%2Fpackage.json', 'eip155-1.png']) {
      const response = await app().request(`/v1/network-images/${file}`)
      expect(response.status, file).toBe(404)
      expect(await json(response), file).toMatchObject({ error: { code: 'not_found' } })
    }
  })
})
