import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'
import { createConsumerApp } from './createConsumerApp.ts'
import type { Tarballs } from './packTarballs.ts'
import { publishLocally } from './publishLocally.ts'
import { nextAppFilesOnDevnet, nextExample, quickStartAppOnDevnet, viteExample } from './quickStart.ts'
import { npmAsync } from './run.ts'
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

const started = Date.now()
const log = (line: string) => console.log(`[consumers] ${Math.round((Date.now() - started) / 1000)} s: ${line}`)

/**
 * Packs every package and publishes it to a local registry (Verdaccio, see `publishLocally`), then
 * makes the apps a dapp developer would, outside this repository, installing Portico from that
 * registry by name and version: the examples a developer copies, `examples/vite` (the README's quick
 * start) and `examples/nextjs` (each plus the devnet chain), built and served with their own `vite preview` and `next start`, and an operator's
 * install of the server. A devnet runs for the wallet.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'portico-consumers-'))
  const { registry: localRegistry, tarballs, versions } = await publishLocally({ root, log })
  const registry = { url: localRegistry.url, versions }
  const stops: (() => Promise<void>)[] = [() => localRegistry.stop()]
  try {
    const devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0, name: 'Portico Devnet' }] })
    stops.push(() => devnet.stop())
    const rpcUrl = devnet.chains[0]!.rpcUrl
    // The three apps are installed and built side by side: npm's installs wait on the disk as much as on a core.
    const viteDir = join(root, 'vite-app')
    const nextDir = join(root, 'next-app')
    const serverAppDir = join(root, 'server-app')
    const viteReady = (async () => {
      log(`vite app: npm install in ${viteDir}`)
      await createConsumerApp({ template: viteExample, dir: viteDir, registry, files: { 'src/App.tsx': quickStartAppOnDevnet({ chainId: 31337, rpcUrl }) } })
      log('vite app: npm run build')
      await npmAsync(viteDir, ['run', 'build'])
      const vite = await previewViteApp(viteDir)
      stops.push(vite.stop)
      return vite
    })()
    const nextReady = (async () => {
      log(`next app: npm install in ${nextDir}`)
      await createConsumerApp({ template: nextExample, dir: nextDir, registry, files: nextAppFilesOnDevnet({ chainId: 31337, rpcUrl }) })
      log('next app: npm run build')
      await npmAsync(nextDir, ['run', 'build'])
      const next = await startNextApp(nextDir)
      stops.push(next.stop)
      log('next app: next dev')
      const nextDev = await startNextDev(nextDir)
      stops.push(nextDev.stop)
      return { next, nextDev }
    })()
    const serverReady = (async () => {
      log(`server app (an operator's install): npm install in ${serverAppDir}`)
      await createConsumerApp({ template: 'server-app', dir: serverAppDir, registry })
    })()
    // Every app settles before a failure is thrown, so the stops cover whatever did start.
    const failed = (await Promise.allSettled([viteReady, nextReady, serverReady])).find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const [vite, next] = [await viteReady, await nextReady]
    log('apps ready')

    project.provide('tarballs', tarballs)
    project.provide('registry', registry)
    project.provide('rpcUrl', rpcUrl)
    project.provide('viteApp', { dir: viteDir, url: vite.url })
    project.provide('nextApp', { dir: nextDir, url: next.next.url })
    project.provide('nextDevUrl', next.nextDev.url)
    project.provide('serverAppDir', serverAppDir)
  } catch (error) {
    await Promise.all(stops.map((stop) => stop()))
    throw error
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()))
    // `next dev`'s workers may still be writing .next/dev for a moment after it stopped: retry.
    if (!process.env.PORTICO_KEEP_CONSUMERS) rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
