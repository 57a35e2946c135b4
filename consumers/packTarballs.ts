import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
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
 * Packs each published package with `npm pack`, as `npm publish` would: its `prepack` script builds it
 * (tsdown), once. Returns the tarball of each package by name.
 */
export function packTarballs({ outDir, log = () => {} }: { outDir: string; log?: (line: string) => void }): Tarballs {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const tarballs: Tarballs = {}
  for (const dir of publishedPackages) {
    const cwd = join(repoRoot, 'packages', dir)
    const { name } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { name: string }
    log(`build and pack ${name}`)
    // The build's own output shares stdout with npm's, so the tarball is the one file the pack adds.
    const before = new Set(readdirSync(outDir))
    run('npm', ['pack', '--pack-destination', outDir], cwd)
    const added = readdirSync(outDir).filter((file) => !before.has(file))
    if (added.length !== 1) throw new Error(`npm pack of ${name} added ${added.length} files to ${outDir}`)
    tarballs[name] = join(outDir, added[0]!)
  }
  return tarballs
}
