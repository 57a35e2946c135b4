import { existsSync, readdirSync } from 'node:fs'

const apiDir = new URL('../api/', import.meta.url)

/**
 * One sidebar entry per entry point whose page typedoc wrote into docs/api (`npm run docs:api`, part of
 * `docs:build`; generated, not committed): `@portico/core`, `@portico/core/actions`, …
 */
export function apiSidebar() {
  if (!existsSync(apiDir)) return []
  const pages = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md') && path !== 'index.md')
    .map((path) => path.replace(/\.md$/, '').replaceAll('\\', '/'))
    .sort()
  return [{ text: 'API reference', link: '/api/', items: pages.map((name) => ({ text: name, link: `/api/${name}` })) }]
}
