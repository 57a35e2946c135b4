import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { describe, expect, inject, test } from 'vitest'
import { areTheTypesWrong } from './areTheTypesWrong.ts'
import { run } from './run.ts'

const tarballs = inject('tarballs')
const registry = inject('registry')
const viteApp = inject('viteApp')
const nextApp = inject('nextApp')
const serverAppDir = inject('serverAppDir')

describe.each(Object.entries(tarballs))('%s, as packed', (name, tarball) => {
  test('holds its build (prepack built it) and no test-only code', () => {
    const files = run('tar', ['-tzf', tarball], process.cwd()).split('\n').filter(Boolean)
    expect(files.filter((file) => file.startsWith('package/dist/')).length).toBeGreaterThan(0)
    expect(files.filter((file) => /\/testing\/|\.test\.tsx?$/.test(file))).toEqual([])
  })

  test('is on the local registry as packed: the version its package.json says, the same bytes', async () => {
    const version = registry.versions[name]!
    const packument = JSON.parse(await getText(`${registry.url}${name.replace('/', '%2f')}`)) as { versions: Record<string, { dist: { integrity: string } }> }
    expect(Object.keys(packument.versions)).toEqual([version])
    expect(packument.versions[version]!.dist.integrity).toBe(integrity(tarball))
  })

  test('publint finds nothing (strict: warnings count as errors)', async () => {
    const buffer = readFileSync(tarball)
    const { messages, pkg } = await publint({
      pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) },
      strict: true,
    })
    const problems = messages.filter((message) => message.type !== 'suggestion').map((message) => formatMessage(message, pkg))
    console.log(`publint ${name}: ${messages.length ? messages.map((m) => `${m.type}: ${formatMessage(m, pkg)}`).join('; ') : 'all good'}`)
    expect(problems).toEqual([])
  })

  test('are the types wrong? no (ESM-only profile)', async () => {
    // The packages are ESM only: the profile leaves out CommonJS `require` and the pre-exports
    // node10 resolution, as wagmi's check does. attw counts any other problem (its CLI exits 1).
    const { counted, all } = await areTheTypesWrong(tarball)
    console.log(`attw ${name}: ${counted.length ? JSON.stringify(counted) : 'no problems'} (${all.length - counted.length} left out by the profile)`)
    expect(counted).toEqual([])
  })
})

test('attw, as run above, finds the problem in a tarball whose exported types are missing, and leaves out what the ESM-only profile does', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-attw-'))
  try {
    const manifest = {
      name: 'broken-types',
      version: '1.0.0',
      type: 'module',
      exports: { '.': { types: './index.d.ts', default: './index.js' }, './cjs': { types: './cjs.d.ts', import: './cjs.js', require: './cjs.cjs' } },
    }
    mkdirSync(join(dir, 'package'))
    writeFileSync(join(dir, 'package/package.json'), JSON.stringify(manifest))
    // index.d.ts is missing; ./cjs's types are ESM (the package's type) beside a CommonJS file.
    writeFileSync(join(dir, 'package/index.js'), 'export const a = 1\n')
    writeFileSync(join(dir, 'package/cjs.js'), 'export const b = 1\n')
    writeFileSync(join(dir, 'package/cjs.cjs'), 'exports.b = 1\n')
    writeFileSync(join(dir, 'package/cjs.d.ts'), 'export declare const b: number\n')
    run('tar', ['-czf', 'broken.tgz', 'package'], dir)
    const { counted, all } = await areTheTypesWrong(join(dir, 'broken.tgz'))
    const described = (problems: typeof all) =>
      problems.map((problem) => [problem.kind, 'entrypoint' in problem ? problem.entrypoint : '-', 'resolutionKind' in problem ? problem.resolutionKind : '-'].join(' ')).sort()
    // Counted: '.' has no types under ESM resolutions, and ./cjs's types say ESM for a CommonJS file
    // (a problem of no resolution kind, which the CLI counts too).
    expect(described(counted)).toEqual(['FalseESM - -', 'UntypedResolution . bundler', 'UntypedResolution . node16-esm'])
    // Left out by the profile: what only CommonJS require and node10 see.
    expect(described(all.filter((problem) => !counted.includes(problem)))).toEqual([
      'CJSResolvesToESM . node16-cjs',
      'UntypedResolution . node10',
      'UntypedResolution . node16-cjs',
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

describe('the apps installed Portico from the local registry, by name and version', () => {
  test.each([
    ['vite app', viteApp.dir],
    ['next app', nextApp.dir],
    ['server app', serverAppDir],
  ])('%s', (_, dir) => {
    type Lock = { packages: Record<string, { version?: string; resolved?: string; integrity?: string; link?: boolean }> }
    const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as Lock
    const installed = Object.entries(lock.packages).filter(([path]) => /(^|\/)node_modules\/@portico\/[^/]+$/.test(path))
    expect(installed.length).toBeGreaterThan(0)
    for (const [path, entry] of installed) {
      const name = path.slice(path.lastIndexOf('@portico/'))
      // The published tarball's bytes (no `file:` or link to a folder of this repository).
      expect({ path, version: entry.version, integrity: entry.integrity, link: entry.link }).toEqual({
        path,
        version: registry.versions[name],
        integrity: integrity(tarballs[name]!),
        link: undefined,
      })
      expect(entry.resolved ?? '').not.toMatch(/^file:/)
    }
  })
})

describe('plain Node ESM', () => {
  test('an app imports core, evm and react with node, no bundler', () => {
    const script = `
      const core = await import('@portico/core')
      const evm = await import('@portico/evm')
      const networks = await import('@portico/evm/networks')
      const react = await import('@portico/react')
      console.log(JSON.stringify([typeof core.createPortico, typeof evm.evmAdapter, networks.mainnet.id, typeof react.PorticoButton]))
    `
    const output = run(process.execPath, ['--input-type=module', '-e', script], viteApp.dir)
    expect(JSON.parse(output)).toEqual(['function', 'function', 1, 'function'])
  })
})

/**
 * GET on a connection of its own: fetch's pool would reuse a kept-alive socket the registry closed
 * while the other checks ran ("other side closed").
 */
function getText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => (response.statusCode === 200 ? resolve(body) : reject(new Error(`GET ${url}: ${response.statusCode} ${body}`))))
    }).on('error', reject)
  })
}

/** A file's Subresource Integrity string, as npm and registries write it (sha512, base64). */
function integrity(file: string): string {
  return `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`
}
