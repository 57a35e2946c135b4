import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { runAsync } from './run.ts'

/**
 * Every package an app or an operator installs, in build order (a package after those it depends on).
 * A free packing slot goes to the first package in this list whose dependencies are built: first the
 * longest chain (core, walletconnect, evm), then the rest of what the example apps install (react,
 * wc-relay, test-wallet), then the operator's server, so the apps' installs start while the others pack.
 */
export const publishedPackages = [
  'core',
  'walletconnect',
  'evm',
  'react',
  'wc-relay',
  'test-wallet',
  'wallet-registry',
  'wallet-frame',
  'server',
  'solana',
  'bitcoin',
  'polkadot',
  'cosmos',
  'devnet',
  'solana-devnet',
] as const

const repoRoot = new URL('..', import.meta.url).pathname

export type Tarballs = Record<string, string>

/** The version of each published package, by name, as its package.json says (what `npm publish` publishes). */
export function packageVersions(): Record<string, string> {
  return Object.fromEntries(
    publishedPackages.map((dir) => {
      const { name, version } = JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8')) as { name: string; version: string }
      return [name, version]
    }),
  )
}

type Manifest = { name: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }

/** Each published package's `@portico/*` dependencies and peers, by name. */
export function porticoDependencies(): Map<string, string[]> {
  return new Map(
    publishedPackages.map((dir) => {
      const manifest = JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8')) as Manifest
      return [manifest.name, Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((name) => name.startsWith('@portico/'))]
    }),
  )
}

/** `names` and every `@portico/*` package they need, directly or not: what an install of them fetches. */
export function withPorticoDependencies(names: readonly string[]): string[] {
  const needs = porticoDependencies()
  const all = new Set<string>()
  const add = (name: string) => {
    if (all.has(name)) return
    if (!needs.has(name)) throw new Error(`${name} is not a published package`)
    all.add(name)
    for (const need of needs.get(name)!) add(need)
  }
  for (const name of names) add(name)
  return [...all]
}

/**
 * Packs each published package with `npm pack`, as `npm publish` would: its `prepack` script builds it
 * (tsdown), once, its dist/ removed first as a fresh clone has none. Returns the tarball of each
 * package by name. Two packs run at once (the machine's two cores), each starting once the Portico
 * packages it depends on are built: their type declarations go into its own. Among the packages ready
 * to pack, a free slot goes to the first in `publishedPackages`.
 */
export async function packTarballs({
  outDir,
  log = () => {},
  concurrency = 2,
  onPacked = () => {},
}: {
  outDir: string
  log?: (line: string) => void
  concurrency?: number
  /** Called with each tarball as soon as it is packed (to publish it while the others build). */
  onPacked?: (name: string, tarball: string) => void
}): Promise<Tarballs> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const needsOf = porticoDependencies()
  const packages = publishedPackages.map((dir, rank) => {
    const cwd = join(repoRoot, 'packages', dir)
    const { name } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as Manifest
    return { cwd, name, needs: needsOf.get(name)!, rank }
  })
  const built = new Map<string, Promise<void>>()
  const tarballs: Tarballs = {}
  let running = 0
  // Packages waiting for a slot, by their rank in publishedPackages.
  const waiting: { rank: number; start: () => void }[] = []
  const slot = async (rank: number) => {
    if (running >= concurrency) {
      await new Promise<void>((start) => {
        waiting.push({ rank, start })
        waiting.sort((a, b) => a.rank - b.rank)
      })
    }
    running++
  }
  // After the packages that waited on the one just packed have asked for a slot (its `built` promise
  // resolves first): the next free slot goes to the first of them in the list, not to a package that
  // merely asked earlier.
  const release = () =>
    setImmediate(() => {
      running--
      waiting.shift()?.start()
    })
  for (const { cwd, name, needs, rank } of packages) {
    const dependencies = needs.map((need) => {
      const done = built.get(need)
      if (!done) throw new Error(`${name} depends on ${need}, which publishedPackages lists after it (or not at all)`)
      return done
    })
    built.set(
      name,
      Promise.all(dependencies).then(async () => {
        await slot(rank)
        const started = Date.now()
        try {
          log(`build and pack ${name}`)
          // The build's own output shares stdout with npm's, so the tarball is the one file in a folder of its own.
          const destination = join(outDir, name.replace('/', '+'))
          mkdirSync(destination)
          // As in a fresh clone, no build is there before packing: the tarball's dist/ is the one its prepack made.
          rmSync(join(cwd, 'dist'), { recursive: true, force: true })
          await runAsync('npm', ['pack', '--pack-destination', destination], cwd)
          const packed = readdirSync(destination)
          if (packed.length !== 1) throw new Error(`npm pack of ${name} left ${packed.length} files in ${destination}`)
          tarballs[name] = join(destination, packed[0]!)
          log(`packed ${name} (${Math.round((Date.now() - started) / 1000)} s)`)
          onPacked(name, tarballs[name])
        } finally {
          release()
        }
      }),
    )
  }
  await Promise.all(built.values())
  return Object.fromEntries(packages.map(({ name }) => [name, tarballs[name]!]))
}
