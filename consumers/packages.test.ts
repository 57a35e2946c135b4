import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { describe, expect, inject, test } from 'vitest'
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

  test('are the types wrong? no (ESM-only profile)', () => {
    // The packages are ESM only: the profile leaves out CommonJS `require` and the pre-exports
    // node10 resolution, as wagmi's check does. attw exits non-zero on any other problem.
    const { status, problems } = attw(tarball)
    const counted = problems.filter((problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind))
    console.log(`attw ${name}: ${counted.length ? JSON.stringify(counted) : 'no problems'} (exit ${status})`)
    expect(counted).toEqual([])
    expect(status).toBe(0)
  })
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
 * while attw ran ("other side closed").
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

type AttwProblem = { kind: string; entrypoint: string; resolutionKind: string }

function attw(tarball: string): { status: number; problems: AttwProblem[] } {
  const args = ['attw', tarball, '--profile', 'esm-only', '--format', 'json', '--exclude-entrypoints', './styles.css', './package.json']
  let output: string
  let status = 0
  try {
    output = execFileSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    ;({ stdout: output, status } = error as { stdout: string; status: number })
  }
  const { analysis } = JSON.parse(output) as { analysis: { problems?: AttwProblem[] } }
  return { status, problems: analysis.problems ?? [] }
}
