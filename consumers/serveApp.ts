import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { appEnv } from './run.ts'

export type ServedApp = { url: string; stop: () => Promise<void> }

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Serves a built Vite app with its own `vite preview` on a free port. */
export async function previewViteApp(dir: string): Promise<ServedApp> {
  const port = await freePort()
  return serveApp({ dir, port, command: ['vite', 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(port)] })
}

/** Serves a built Next.js app with its own `next start` on a free port. */
export async function startNextApp(dir: string): Promise<ServedApp> {
  const port = await freePort()
  return serveApp({ dir, port, command: ['next', 'start', '--hostname', '127.0.0.1', '--port', String(port)] })
}

/** Runs a Next.js app's development server (`next dev`, which reports every hydration mismatch) on a free port. */
export async function startNextDev(dir: string): Promise<ServedApp> {
  const port = await freePort()
  return serveApp({ dir, port, command: ['next', 'dev', '--hostname', '127.0.0.1', '--port', String(port)] })
}

/**
 * Starts an app's own server (`npx vite preview`, `npx next start`) in its folder and resolves once
 * it answers. The environment knows nothing of this repository's source condition.
 */
export async function serveApp({ dir, command, port }: { dir: string; command: string[]; port: number }): Promise<ServedApp> {
  const child: ChildProcess = spawn('npx', command, { cwd: dir, env: appEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}/`
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited (${code}) in ${dir}\n${output}`))),
  )
  const answering = (async () => {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const ok = await fetch(url).then((response) => response.ok, () => false)
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`${command.join(' ')} did not answer at ${url}\n${output}`)
  })()
  await Promise.race([answering, exited])
  return {
    url,
    stop: () => stopGroup(child),
  }
}

/**
 * Stops a process started with `detached: true` (its own group) and everything it started: `npx`
 * exits before the processes it ran (`next dev`'s workers still write .next/dev, a server keeps its
 * port), so this waits for the whole group.
 */
export async function stopGroup(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid!, 'SIGTERM')
    await gone
  }
  await groupGone(child.pid!)
}

/** Resolves once no process of the group is left: asks politely for 5 s, then kills it. */
async function groupGone(pgid: number) {
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-pgid, name)
      return true
    } catch {
      return false // ESRCH: the group is gone
    }
  }
  for (let waited = 0; signal(0); waited += 100) {
    if (waited === 5_000) signal('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
