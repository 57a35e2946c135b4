import { execFile, execFileSync } from 'node:child_process'

/**
 * The environment for commands run in an app outside this repository: it knows nothing of the
 * repository's `@portico/source` condition, which would point Node at sources an app does not have.
 * The app's own `npm install` and scripts run on the Node running the tests (first on PATH).
 */
export function appEnv(): NodeJS.ProcessEnv {
  // Nor of the test run's `NODE_ENV=test` (vitest's), with which `vite build` bundles React's development runtime.
  const { NODE_OPTIONS: _, NODE_ENV: __, ...env } = process.env
  // Next.js would report usage to its telemetry service, which this machine cannot reach.
  return { ...env, NEXT_TELEMETRY_DISABLED: '1' }
}

/** Runs a command and returns its output; a failure throws with what the command printed. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = appEnv()): string {
  try {
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`, { cause: error })
  }
}

/** Runs npm in an app's folder. */
export function npm(dir: string, args: string[]): string {
  return run('npm', args, dir)
}

/** `run`, without blocking: for steps that may go side by side (package builds). */
export function runAsync(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = appEnv()): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`, { cause: error }))
      else resolve(stdout)
    })
  })
}

/** `npm`, without blocking. */
export function npmAsync(dir: string, args: string[]): Promise<string> {
  return runAsync('npm', args, dir)
}
