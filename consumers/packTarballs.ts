import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { runAsync } from './run.ts'

/** Every package an app or an operator installs, in build order (a package after those it depends on). */
export const publishedPackages = [
  'core',
  'walletconnect',
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

type Manifest = { name: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }

/**
 * Packs each published package with `npm pack`, as `npm publish` would: its `prepack` script builds it
 * (tsdown), once. Returns the tarball of each package by name. Two packs run at once (the machine's
 * two cores), each starting once the Portico packages it depends on are built: their type
 * declarations go into its own.
 */
export async function packTarballs({ outDir, log = () => {}, concurrency = 2 }: { outDir: string; log?: (line: string) => void; concurrency?: number }): Promise<Tarballs> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const packages = publishedPackages.map((dir) => {
    const cwd = join(repoRoot, 'packages', dir)
    const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as Manifest
    const needs = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((name) => name.startsWith('@portico/'))
    return { cwd, name: manifest.name, needs }
  })
  const built = new Map<string, Promise<void>>()
  const tarballs: Tarballs = {}
  let running = 0
  const waiting: (() => void)[] = []
  const slot = async () => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
  }
  const release = () => {
    running--
    waiting.shift()?.()
  }
  for (const { cwd, name, needs } of packages) {
    const dependencies = needs.map((need) => {
      const done = built.get(need)
      if (!done) throw new Error(`${name} depends on ${need}, which publishedPackages lists after it (or not at all)`)
      return done
    })
    built.set(
      name,
      Promise.all(dependencies).then(async () => {
        await slot()
        try {
          log(`build and pack ${name}`)
          // The build's own output shares stdout with npm's, so the tarball is the one file in a folder of its own.
          const destination = join(outDir, name.replace('/', '+'))
          mkdirSync(destination)
          await runAsync('npm', ['pack', '--pack-destination', destination], cwd)
          const packed = readdirSync(destination)
          if (packed.length !== 1) throw new Error(`npm pack of ${name} left ${packed.length} files in ${destination}`)
          tarballs[name] = join(destination, packed[0]!)
        } finally {
          release()
        }
      }),
    )
  }
  await Promise.all(built.values())
  return Object.fromEntries(packages.map(({ name }) => [name, tarballs[name]!]))
}
