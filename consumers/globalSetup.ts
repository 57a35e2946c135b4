import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'
import { createConsumerApp, porticoDependenciesOf } from './createConsumerApp.ts'
import type { Tarballs } from './packTarballs.ts'
import { createPhaseLog } from './phaseLog.ts'
import { startLocalRelease } from './publishLocally.ts'
import { nextAppFilesOnDevnet, nextExample, quickStartAppOnDevnet, viteExample } from './quickStart.ts'
import { npmAsync } from './run.ts'
import { removeFolder } from './removeFolder.ts'
import { previewViteApp, startNextApp, startNextDev } from './serveApp.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each package's tarball, as packed and published, by name. */
    tarballs: Tarballs
    /** The local registry the packages were published to, and each one's version. */
    registry: { url: string; versions: Record<string, string> }
    rpcUrl: string
    viteApp: { dir: string; url: string }
    nextApp: { dir: string; url: string }
    /** The same Next.js app under `next dev`, whose React reports every hydration mismatch. */
    nextDevUrl: string
    /** An operator's install of `@portico/server` from the local registry, in an empty folder. */
    serverAppDir: string
  }
}

/**
 * Packs every package and publishes it to a local registry (Verdaccio, see `startLocalRelease`), then
 * makes the apps a dapp developer would, outside this repository, installing Portico from that
 * registry by name and version: the examples a developer copies, `examples/vite` (the README's quick
 * start) and `examples/nextjs` (each plus the devnet chain), built and served with their own `vite preview` and `next start`, and an operator's
 * install of the server. A devnet runs for the wallet.
 *
 * Each app's `npm install` starts as soon as the Portico packages it installs are published, while the
 * others are still packed; the devnet starts with the packing. Each step's line in the log carries the
 * seconds since the start and the CPU seconds spent so far (see `createPhaseLog`).
 */
export default async function setup(project: TestProject) {
  const log = createPhaseLog('consumers')
  const root = mkdtempSync(join(tmpdir(), 'portico-consumers-'))
  const release = startLocalRelease({ root, log })
  const stops: (() => Promise<void>)[] = []
  const viteDir = join(root, 'vite-app')
  const nextDir = join(root, 'next-app')
  const serverAppDir = join(root, 'server-app')
  const devnetReady = startDevnet({ chains: [{ chainId: 31337, port: 0, name: 'Portico Devnet' }] }).then((devnet) => {
    stops.push(() => devnet.stop())
    return devnet.chains[0]!.rpcUrl
  })
  // The three apps are installed and built side by side: npm's installs wait on the network and the disk as much as on a core.
  const viteReady = (async () => {
    const registry = await release.published(porticoDependenciesOf(viteExample))
    const rpcUrl = await devnetReady
    log(`vite app: npm install in ${viteDir}`)
    await createConsumerApp({ template: viteExample, dir: viteDir, registry, files: { 'src/App.tsx': quickStartAppOnDevnet({ chainId: 31337, rpcUrl }) } })
    log('vite app: npm run build')
    await npmAsync(viteDir, ['run', 'build'])
    const vite = await previewViteApp(viteDir)
    stops.push(vite.stop)
    log('vite app: served')
    return vite
  })()
  const nextReady = (async () => {
    const registry = await release.published(porticoDependenciesOf(nextExample))
    const rpcUrl = await devnetReady
    log(`next app: npm install in ${nextDir}`)
    await createConsumerApp({ template: nextExample, dir: nextDir, registry, files: nextAppFilesOnDevnet({ chainId: 31337, rpcUrl }) })
    log('next app: npm run build')
    await npmAsync(nextDir, ['run', 'build'])
    const next = await startNextApp(nextDir)
    stops.push(next.stop)
    log('next app: next dev')
    const nextDev = await startNextDev(nextDir)
    stops.push(nextDev.stop)
    log('next app: served (next start, next dev)')
    return { next, nextDev }
  })()
  const serverReady = (async () => {
    const registry = await release.published(porticoDependenciesOf('server-app'))
    log(`server app (an operator's install): npm install in ${serverAppDir}`)
    await createConsumerApp({ template: 'server-app', dir: serverAppDir, registry })
    log('server app: installed')
  })()
  const releaseDone = release.done.then((done) => {
    stops.push(() => done.registry.stop())
    log('every package published')
    return done
  })
  // Every step settles before a failure is thrown, so the stops cover whatever did start.
  const settled = await Promise.allSettled([releaseDone, devnetReady, viteReady, nextReady, serverReady])
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(stops.map((stop) => stop()))
    throw failed.reason
  }
  const [{ tarballs, registry, versions }, rpcUrl, vite, next] = [await releaseDone, await devnetReady, await viteReady, await nextReady]
  log('apps ready')

  project.provide('tarballs', tarballs)
  project.provide('registry', { url: registry.url, versions })
  project.provide('rpcUrl', rpcUrl)
  project.provide('viteApp', { dir: viteDir, url: vite.url })
  project.provide('nextApp', { dir: nextDir, url: next.next.url })
  project.provide('nextDevUrl', next.nextDev.url)
  project.provide('serverAppDir', serverAppDir)
  return async () => {
    log('teardown: stopping the apps, the devnet and the registry')
    await Promise.all(stops.map((stop) => stop()))
    log(`teardown: removing ${root}`)
    // `next dev`'s workers may still be writing .next/dev for a moment after it stopped: retried.
    if (!process.env.PORTICO_KEEP_CONSUMERS) await removeFolder(root)
    log('teardown: done')
  }
}
