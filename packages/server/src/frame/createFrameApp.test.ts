import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/projects.ts'
import { useTestDatabase } from '../testing/databases.ts'
import { createFrameApp } from './createFrameApp.ts'

// A stand-in bundle: what is tested here is how the server serves it (the real one is built and driven by the e2e tests).
const dir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
mkdirSync(join(dir, 'assets'))
writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./assets/main-abc123.js"></script>')
writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the wallet frame origin (sqlite)', () => {
  const database = useTestDatabase('sqlite')
  const frame = () => createFrameApp({ db: database.get().db, apiUrl: 'https://api.portico.test/', dir })

  it('serves the page with a strict CSP whose frame-ancestors are the project\'s allowed origins', async () => {
    await createProject(database.get().db, { name: 'Shop', id: 'p', allowedOrigins: ['https://app.example.com', 'https://*.example.org'] })
    const page = await frame().request('/?projectId=p&chainId=1&version=x&enableLogger=false')
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("connect-src 'self' https://api.portico.test")
    expect(csp).toContain('frame-ancestors https://app.example.com https://*.example.org')
    expect(csp).not.toContain('unsafe')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(await (await frame().request('/config.json')).json()).toEqual({ apiUrl: 'https://api.portico.test' })
  })

  it('lets no page embed it for an unknown project or one without origins', async () => {
    await createProject(database.get().db, { name: 'Open', id: 'open' })
    for (const path of ['/?projectId=open', '/?projectId=nope', '/?projectId=%00', '/']) {
      expect((await frame().request(path)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })

  it('serves hashed assets for good, and nothing outside them', async () => {
    const asset = await frame().request('/assets/main-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    for (const path of ['/assets/..%2Findex.html', '/assets/missing.js', '/assets/main-abc123.exe', '/index.html', '/../package.json']) {
      const response = await frame().request(path)
      expect(response.status, path).toBe(404)
      expect((await response.json()).error.code).toBe('not_found')
    }
  })
})
