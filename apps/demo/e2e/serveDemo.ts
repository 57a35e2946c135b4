import { type DevnetChainConfig, startDevnet } from '@portico/devnet'
import { build, preview } from 'vite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const demoRoot = new URL('../', import.meta.url).pathname

export type ServedDemo = {
  demoUrl: string
  rpcUrls: string[]
  stop(): Promise<void>
}

/**
 * Starts a devnet on free ports, builds the demo for production against it, and serves the build
 * on 127.0.0.1: the end-to-end tests and the benchmarks drive what ships.
 */
export async function serveDemo(options: { chains: DevnetChainConfig[] }): Promise<ServedDemo> {
  const devnet = await startDevnet({ chains: options.chains })
  const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl)
  process.env.VITE_DEVNET_RPC_URL = rpcUrls[0]
  if (rpcUrls[1]) process.env.VITE_DEVNET2_RPC_URL = rpcUrls[1]
  const outDir = mkdtempSync(join(tmpdir(), 'portico-demo-'))
  const configFile = join(demoRoot, 'vite.config.ts')
  await build({ root: demoRoot, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const server = await preview({
    root: demoRoot,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const demoUrl = server.resolvedUrls?.local[0]
  if (!demoUrl) throw new Error('the demo preview server did not start')
  return {
    demoUrl,
    rpcUrls,
    async stop() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
      await devnet.stop()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
