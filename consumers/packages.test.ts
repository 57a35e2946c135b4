import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { describe, expect, inject, test } from 'vitest'

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
    // attw exits non-zero on any problem; the JSON says which.
    const output = attw(tarball)
    const { analysis } = JSON.parse(output) as { analysis: { problems?: unknown[] } }
    console.log(`attw ${name}: ${analysis.problems?.length ? JSON.stringify(analysis.problems) : 'no problems'}`)
    expect(analysis.problems ?? []).toEqual([])
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
    const { NODE_OPTIONS: _, ...env } = process.env
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: viteApp.dir, env, encoding: 'utf8' })
    expect(JSON.parse(output)).toEqual(['function', 'function', 1, 'function'])
  })
})

function attw(tarball: string): string {
  const args = ['attw', tarball, '--profile', 'esm-only', '--format', 'json', '--exclude-entrypoints', './styles.css', './package.json']
  try {
    return execFileSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    return (error as { stdout: string }).stdout
  }
}
