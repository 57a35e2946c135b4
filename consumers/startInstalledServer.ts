import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { stopGroup } from './serveApp.ts'

export type InstalledServer = {
  /** The API's and the wallet frame's URLs, as the server printed them. */
  url: string
  frameUrl: string
  /** Everything it printed so far (its JSON log lines among it). */
  output(): string
  /** SIGTERM to `npx` and the server it started, and waits until both are gone. */
  stop(): Promise<void>
}

/**
 * `npx portico-server start` in an operator's install (`dir`), as its own process group; resolves
 * with the URLs it prints once it listens (the wallet frame's too, so the embedded wallet must be on).
 * `npx: false` runs the bin npx would (`node_modules/.bin/portico-server`) without npx's own start-up.
 */
export function startInstalledServer(dir: string, env: NodeJS.ProcessEnv, { npx = true } = {}): Promise<InstalledServer> {
  const [command, ...args] = npx ? ['npx', '--no-install', 'portico-server', 'start'] : [installedBin(dir), 'start']
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command!, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      const frameUrl = /Wallet frame on (https?:\/\/\S+)/.exec(output)?.[1]
      if (url && frameUrl) resolve({ url, frameUrl, output: () => output, stop: () => stopGroup(child) })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`portico-server start exited (${code}):\n${output}`)))
  })
}

/** The `portico-server` bin as npm linked it in the install (what `npx portico-server` runs). */
export const installedBin = (dir: string) => join(dir, 'node_modules', '.bin', 'portico-server')
