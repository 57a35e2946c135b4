import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './run.ts'

/** Every package an app or an operator installs, in build order. */
export const publishedPackages = [
  'core',
  'evm',
  'solana',
  'bitcoin',
  'polkadot',
  'cosmos',
  'react',
  'wallet-registry',
  'wallet-frame',
  'server',
  'devnet',
  'solana-devnet',
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
