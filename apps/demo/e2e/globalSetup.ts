import type { TestProject } from 'vitest/node'
import { build, preview } from 'vite'
import { startDevnet } from '@portico/devnet'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    rpcUrls: string[]
  }
}

const demoRoot = new URL('../', import.meta.url).pathname

/**
 * Starts a devnet on free ports, builds the demo for production against it, and serves the build
 * on 127.0.0.1: the end-to-end tests drive what ships.
 */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet({
    chains: [
      { chainId: 31337, port: 0, name: 'Portico Devnet' },
      { chainId: 31338, port: 0, name: 'Portico Devnet 2' },
      // A chain the demo does not configure: the wallet can wander onto it.
      { chainId: 1337, port: 0, name: 'Stray Devnet' },
    ],
  })
  const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl)
  process.env.VITE_DEVNET_RPC_URL = rpcUrls[0]
  process.env.VITE_DEVNET2_RPC_URL = rpcUrls[1]
  const outDir = mkdtempSync(join(tmpdir(), 'portico-demo-'))
  await build({ root: demoRoot, configFile: join(demoRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const server = await preview({
    root: demoRoot,
    configFile: join(demoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const demoUrl = server.resolvedUrls?.local[0]
  if (!demoUrl) throw new Error('the demo preview server did not start')
  project.provide('demoUrl', demoUrl)
  project.provide('rpcUrls', rpcUrls)

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await devnet.stop()
    rmSync(outDir, { recursive: true, force: true })
  }
}
