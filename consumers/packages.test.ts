import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { describe, expect, inject, test } from 'vitest'
import { run } from './run.ts'

const tarballs = inject('tarballs')
const viteApp = inject('viteApp')

describe.each(Object.entries(tarballs))('%s, as packed', (name, tarball) => {
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
