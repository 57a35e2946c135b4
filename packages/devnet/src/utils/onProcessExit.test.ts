import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { assertPortFree } from './assertPortFree.ts'

const startDevnetUrl = new URL('../startDevnet.ts', import.meta.url).href

describe('onProcessExit', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`kills the anvil nodes when the process gets ${signal}`, { timeout: 60_000 }, async () => {
      const script = `
        const { startDevnet } = await import(${JSON.stringify(startDevnetUrl)})
        const devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }] })
        console.log(JSON.stringify(devnet.chains.map((chain) => chain.port)))
      `
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const [line] = (await once(child.stdout!, 'data')) as [Buffer]
      const ports = JSON.parse(line.toString()) as number[]
      await expect(assertPortFree('127.0.0.1', ports[0]!)).rejects.toThrow()

      child.kill(signal)
      const [exitCode, exitSignal] = await once(child, 'exit')
      // No other handler: the signal is raised again, so the process still dies of it.
      expect({ exitCode, exitSignal }).toEqual({ exitCode: null, exitSignal: signal })
      await expect(eventually(() => assertPortFree('127.0.0.1', ports[0]!))).resolves.toBeUndefined()
    })
  }
})

/** Retries `fn` for up to 2 s (a SIGKILLed process takes a moment to release its port). */
async function eventually<T>(fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 2_000
  for (;;) {
    try {
      return await fn()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
