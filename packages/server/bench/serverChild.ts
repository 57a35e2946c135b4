import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const main = fileURLToPath(new URL('./serverProcess.ts', import.meta.url))

/**
 * What held the server's event loop since the last reading: its delay (p99 and longest, sampled every
 * 10 ms), garbage collection, and the longest stall (a 10 ms tick over 20 ms late) with the CPU time
 * its main thread used meanwhile (near the stall: it was busy; near zero: it was off the CPU).
 */
export type ServerPauses = {
  loopP99Ms: number
  loopMaxMs: number
  gc: { count: number; totalMs: number; maxMs: number }
  stalls: { at: number; wallMs: number; cpuMs: number }[]
}

export type ServerChild = {
  url: string
  pid: number
  /** The server process's own CPU time so far (user + system), in ms. */
  cpuMs(): Promise<number>
  /** Analytics events in its database. */
  storedEvents(): Promise<number>
  /** Its event loop's pauses since the last call. */
  pauses(): Promise<ServerPauses>
  stop(): Promise<void>
}

/**
 * Starts `serverProcess.ts` in a Node process of its own, under `taskset -c <cpu>` when a core is
 * given, and resolves once it listens.
 */
export function startServerChild(env: Record<string, string>, cpu: number | undefined): Promise<ServerChild> {
  const node = [process.execPath, '--import', 'tsx', '--conditions=@portico/source', main]
  const [command, ...args] = cpu === undefined ? node : ['taskset', '-c', String(cpu), ...node]
  const child: ChildProcess = spawn(command!, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  const waiting = new Map<number, (value: unknown) => void>()
  let next = 0
  const ask = <T>(what: 'cpu' | 'events' | 'pauses') =>
    new Promise<T>((resolve) => {
      next += 1
      waiting.set(next, resolve as (value: unknown) => void)
      child.send({ id: next, ask: what })
    })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before listening`)))
    child.on('message', (message: { url?: string; id?: number; value?: unknown }) => {
      if (message.id !== undefined) {
        waiting.get(message.id)?.(message.value)
        waiting.delete(message.id)
        return
      }
      if (!message.url) return
      resolve({
        url: message.url,
        pid: child.pid!,
        cpuMs: async () => {
          const usage = await ask<NodeJS.CpuUsage>('cpu')
          return (usage.user + usage.system) / 1000
        },
        storedEvents: () => ask<number>('events'),
        pauses: () => ask<ServerPauses>('pauses'),
        async stop() {
          child.kill('SIGTERM')
          await exited
        },
      })
    })
  })
}
