import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { portico } from './portico'

const fixture = new URL('./fixture/', import.meta.url).pathname
const outDirs: string[] = []
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/**
 * Builds the fixture (an entry and one lazy chunk) and returns the code of its first load (the
 * entry and the chunks it imports statically) and of the rest.
 */
async function buildFixture(plugins: Plugin[]) {
  const outDir = mkdtempSync(join(tmpdir(), 'portico-vite-'))
  outDirs.push(outDir)
  await build({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { outDir, minify: false, lib: { entry: join(fixture, 'entry.js'), formats: ['es'], fileName: 'entry' } },
  })
  const code = (file: string) => readFileSync(join(outDir, file), 'utf8')
  const firstLoad = new Set<string>()
  const visit = (file: string) => {
    if (firstLoad.has(file)) return
    firstLoad.add(file)
    for (const [, imported] of code(file).matchAll(/^import (?:.* from )?"\.\/([^"]+)";$/gm)) visit(imported!)
  }
  visit('entry.js')
  const lazyFiles = readdirSync(outDir).filter((file) => file.endsWith('.js') && !firstLoad.has(file))
  return { outDir, entry: [...firstLoad].map(code).join('\n'), lazy: lazyFiles.map(code).join('\n') }
}

describe('portico() vite plugin', () => {
  it('keeps the RPC error classes only lazy code uses out of the first load, which still works', async () => {
    const { outDir, entry, lazy } = await buildFixture(portico())
    expect(entry).toContain('UserRejectedRequestError')
    expect(entry).not.toContain('ParseRpcError')
    expect(lazy).toContain('ParseRpcError')

    const built = await import(pathToFileURL(join(outDir, 'entry.js')).href)
    expect(built.rejectedCode).toBe(4001)
    const rejected = built.reject()
    expect(rejected.code).toBe(4001)
    expect(Object.getOwnPropertyDescriptor(rejected.constructor, 'code')).toEqual({ value: 4001, writable: true, enumerable: true, configurable: true })

    // The lazy copy still maps a wallet's error code to its class.
    const { chainId } = await built.loadLazy()
    const failing = async () => {
      throw { code: -32700, message: 'bad json' }
    }
    const error = await chainId(failing).catch((e: unknown) => e)
    expect(error.walk((e: { name?: string }) => e.name === 'ParseRpcError')?.code).toBe(-32700)
  })

  it('is what makes the difference: without it the first load carries every RPC error class', async () => {
    const { entry } = await buildFixture([])
    expect(entry).toContain('ParseRpcError')
  })
})
