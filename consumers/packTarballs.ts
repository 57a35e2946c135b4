import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** Every package an app or an operator installs, in build order. */
export const publishedPackages = [
  'core',
  'evm',
  'react',
  'wallet-registry',
  'server',
  'devnet',
  'wc-relay',
  'test-wallet',
] as const

export type Tarballs = Record<string, string>

const repoRoot = new URL('..', import.meta.url).pathname

/**
 * Builds each published package (`npm run build`, tsdown) and packs it with `npm pack`, as
 * `npm publish` would. Returns the tarball of each package by name.
 */
export function packTarballs({ outDir, log = () => {} }: { outDir: string; log?: (line: string) => void }): Tarballs {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const tarballs: Tarballs = {}
  for (const dir of publishedPackages) {
    const cwd = join(repoRoot, 'packages', dir)
    const { name } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { name: string }
    log(`build ${name}`)
    run('npm', ['run', 'build', '--silent'], cwd)
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', outDir], cwd)) as [{ filename: string }]
    tarballs[name] = join(outDir, packed.filename)
  }
  return tarballs
}

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`, { cause: error })
  }
}
