import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** gzip -9 bytes of a built file (what a server that compresses would send). */
export function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
}

const staticImport = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g

/**
 * The JS files a visitor loads before the first interaction: the page's module scripts and
 * modulepreloads, and everything they import statically (not `import()`), read from the build.
 */
export function firstLoadFiles(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const entries = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!)
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const code = readFileSync(join(distDir, file), 'utf8')
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : ''
    for (const match of code.matchAll(staticImport)) visit(new URL(match[1]!, `http://x/${dir}`).pathname.slice(1))
  }
  entries.forEach(visit)
  return [...files]
}
