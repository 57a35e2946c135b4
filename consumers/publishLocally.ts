import { join } from 'node:path'
import { type LocalRegistry, startLocalRegistry } from './localRegistry.ts'
import { packageVersions, packTarballs, type Tarballs, withPorticoDependencies } from './packTarballs.ts'

export type LocalRelease = {
  registry: LocalRegistry
  /** Each package's tarball, as `npm pack` made it and `npm publish` sent it, by name. */
  tarballs: Tarballs
  /** Each published package's version, by name: what an app installs (`@portico/core@0.1.0`). */
  versions: Record<string, string>
}

/** Where an app installs Portico from: the local registry's URL and each package's version, by name. */
export type RegistryForApps = { url: string; versions: Record<string, string> }

export type LocalReleaseInProgress = {
  /**
   * Resolves once `names` and every `@portico/*` package they depend on are on the registry (an app
   * that installs them may start while the others are still packed); rejects if the release fails.
   */
  published: (names: readonly string[]) => Promise<RegistryForApps>
  /** The whole release, once every package is published. */
  done: Promise<LocalRelease>
}

/**
 * A release to a registry of our own, as a maintainer's goes to npm: starts the local registry
 * (Verdaccio, in `root/registry`) while every package is packed (its prepack builds it) into
 * `root/tarballs`, and publishes each tarball to it as soon as it is packed. The caller stops the
 * registry once `done` resolves (a failed release stops it itself).
 */
export function startLocalRelease({ root, log = () => {} }: { root: string; log?: (line: string) => void }): LocalReleaseInProgress {
  const starting = startLocalRegistry({ dir: join(root, 'registry') })
  const versions = packageVersions()
  const publishedOne = new Map<string, { promise: Promise<void>; resolve: () => void }>()
  for (const name of Object.keys(versions)) {
    let resolve!: () => void
    const promise = new Promise<void>((done) => (resolve = done))
    publishedOne.set(name, { promise, resolve })
  }
  const publishes: Promise<void>[] = []
  const failures: unknown[] = []
  const packing = packTarballs({
    outDir: join(root, 'tarballs'),
    log,
    onPacked: (name, tarball) =>
      publishes.push(
        starting
          .then(async (registry) => {
            await registry.publish(tarball)
            log(`published ${name} to ${registry.url}`)
            publishedOne.get(name)!.resolve()
          })
          .catch((error: unknown) => void failures.push(error)),
      ),
  })
  const done = (async () => {
    // Every step settles before a failure is thrown, so a registry that did start is stopped.
    const settled = await Promise.allSettled([starting, packing])
    await Promise.all(publishes)
    const failed = settled.find((result) => result.status === 'rejected')
    if (failed || failures.length > 0) {
      if (settled[0].status === 'fulfilled') await settled[0].value.stop()
      throw failed ? failed.reason : failures[0]
    }
    const [registry, tarballs] = [await starting, await packing]
    return { registry, tarballs, versions }
  })()
  // `done` is awaited by the caller; a failure also reaches whoever waits on `published`.
  done.catch(() => {})
  return {
    published: async (names) => {
      const all = Promise.all(withPorticoDependencies(names).map((name) => publishedOne.get(name)!.promise))
      // A failed release rejects `done` before every package is published: the race ends the wait.
      await Promise.race([all, done.then(() => all)])
      return { url: (await starting).url, versions }
    },
    done,
  }
}

/** The whole release at once (`startLocalRelease`'s `done`): for the benches and `npm run size`. */
export function publishLocally(options: { root: string; log?: (line: string) => void }): Promise<LocalRelease> {
  return startLocalRelease(options).done
}
