import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const main = fileURLToPath(new URL('./instanceMain.ts', import.meta.url))

/** What an instance printed: each block range it indexed, with when (ms). */
export type IndexedEvent = { chainId: number; from: number; to: number; at: number; instance: string }

export type InstanceProcess = {
  name: string
  url: string
  child: ChildProcess
  /** Every range this instance indexed so far. */
  indexed: IndexedEvent[]
  /** SIGKILL: the process dies without releasing anything (its lease expires). */
  kill(): Promise<void>
  /** SIGTERM: a clean shutdown. */
  stop(): Promise<void>
}

/** Starts `testing/instanceMain.ts` in its own Node process and resolves once it listens. */
export function startInstanceProcess(name: string, env: Record<string, string>): Promise<InstanceProcess> {
  return new Promise((resolvePromise, reject) => {
    // Node itself (tsx as a loader, not its CLI, which would run the server in a grandchild): a
    // SIGKILL must kill the server.
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@portico/source', main], {
      env: { ...process.env, PORTICO_SQLITE_PATH: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const indexed: IndexedEvent[] = []
    let stderr = ''
    child.stderr!.on('data', (chunk) => (stderr += chunk))
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    child.once('exit', (code) => reject(new Error(`instance ${name} exited (${code}) before listening:\n${stderr}`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let message: { url?: string; indexed?: Omit<IndexedEvent, 'at' | 'instance'>; at?: number }
      try {
        message = JSON.parse(line)
      } catch {
        return
      }
      if (message.indexed) indexed.push({ ...message.indexed, at: message.at ?? Date.now(), instance: name })
      if (message.url) {
        resolvePromise({
          name,
          url: message.url,
          child,
          indexed,
          async kill() {
            child.kill('SIGKILL')
            await exited
          },
          async stop() {
            child.kill('SIGTERM')
            await exited
          },
        })
      }
    })
  })
}
