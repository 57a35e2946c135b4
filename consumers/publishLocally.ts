import { join } from 'node:path'
import { type LocalRegistry, startLocalRegistry } from './localRegistry.ts'
import { packageVersions, packTarballs, type Tarballs } from './packTarballs.ts'

export type LocalRelease = {
  registry: LocalRegistry
  /** Each package's tarball, as `npm pack` made it and `npm publish` sent it, by name. */
  tarballs: Tarballs
  /** Each published package's version, by name: what an app installs (`@portico/core@0.1.0`). */
  versions: Record<string, string>
}

/**
 * A release to a registry of our own, as a maintainer's goes to npm: starts the local registry
 * (Verdaccio, in `root/registry`) while every package is packed (its prepack builds it) into
 * `root/tarballs`, and publishes each tarball to it as soon as it is packed. The caller stops the
 * registry.
 */
export async function publishLocally({ root, log = () => {} }: { root: string; log?: (line: string) => void }): Promise<LocalRelease> {
  const starting = startLocalRegistry({ dir: join(root, 'registry') })
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
          })
          .catch((error: unknown) => void failures.push(error)),
      ),
  })
  // Every step settles before a failure is thrown, so a registry that did start is stopped.
  const settled = await Promise.allSettled([starting, packing])
  await Promise.all(publishes)
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed || failures.length > 0) {
    if (settled[0].status === 'fulfilled') await settled[0].value.stop()
    throw failed ? failed.reason : failures[0]
  }
  const [registry, tarballs] = [await starting, await packing]
  return { registry, tarballs, versions: packageVersions() }
}
