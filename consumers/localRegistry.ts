import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { appEnv, runAsync } from './run.ts'
import { freePort, stopGroup } from './serveApp.ts'

export type LocalRegistry = {
  /** The registry's URL, ending in `/` (`http://127.0.0.1:PORT/`). */
  url: string
  /** `npm publish` of a packed tarball, as the registry's throw-away user. */
  publish: (tarball: string) => Promise<void>
  stop: () => Promise<void>
}

/** The registry's user: made for this run only, like everything else in its folder. */
const user = 'portico-tests'

/**
 * Starts Verdaccio (its own process) on 127.0.0.1 at a free port, with its configuration, storage and
 * password file in `dir`, a throw-away folder. `@portico/*` packages are published to it and served
 * from it alone (never looked up on the public registry). It serves nothing else: an app names it for
 * `@portico/*` only and gets every other package from its usual registry (see `createConsumerApp`).
 * A user is made for the run and its token written to `dir/.npmrc`, which `publish` runs npm with.
 * `stop` also removes from npm's cache what it holds under the registry's URL.
 */
export async function startLocalRegistry({ dir }: { dir: string }): Promise<LocalRegistry> {
  mkdirSync(join(dir, 'storage'), { recursive: true })
  const configPath = join(dir, 'config.yaml')
  writeFileSync(configPath, configYaml(dir))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  // An earlier run given the same port may have left its packuments in npm's cache.
  await forgetInNpmCache(url)
  const bin = createRequire(import.meta.url).resolve('verdaccio/bin/verdaccio')
  const child = spawn(process.execPath, [bin, '--config', configPath, '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    env: appEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    await stopGroup(child)
    await forgetInNpmCache(url)
  }

  try {
    const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`Verdaccio exited (${code})\n${output}`))))
    await Promise.race([answering(`${url}-/ping`), exited])
    const token = await addUser(url)
    // npm reads a project's .npmrc from the folder it runs in when no package.json is above it.
    writeFileSync(join(dir, '.npmrc'), `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`)
  } catch (error) {
    await stop()
    throw new Error(`The local registry did not start\n${output}`, { cause: error })
  }
  return {
    url,
    // --ignore-scripts: the tarball was built when it was packed (its prepack); nothing is left to run.
    publish: async (tarball) => {
      await runAsync('npm', ['publish', tarball, '--registry', url, '--ignore-scripts', '--access', 'public', '--loglevel=error'], dir)
    },
    stop,
  }
}

async function answering(url: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nothing answered at ${url} within 60 s`)
}

/** Makes the run's user (the CouchDB user document `npm adduser` sends) and returns its token. */
async function addUser(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:${user}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: user, password: randomBytes(16).toString('hex'), email: `${user}@example.invalid` }),
  })
  const body = (await response.json().catch(() => ({}))) as { token?: string }
  if (!response.ok || !body.token) throw new Error(`The local registry refused to add its user (${response.status}): ${JSON.stringify(body)}`)
  return body.token
}

function configYaml(dir: string): string {
  return `# Written by consumers/localRegistry.ts for one test run; removed with its folder.
storage: ${JSON.stringify(join(dir, 'storage'))}
auth:
  htpasswd:
    file: ${JSON.stringify(join(dir, 'htpasswd'))}
    max_users: 1
packages:
  '@portico/*':
    access: $all
    publish: $authenticated
web:
  enable: false
log:
  type: stdout
  format: pretty
  level: warn
`
}

/**
 * Removes what npm's cache holds under the registry's URL (its packuments and Portico's tarballs). The
 * port is free again after the run; a later run given the same one must not be served this run's
 * packuments by `--prefer-offline` (they name this run's builds), and the cache does not keep a copy
 * of every packument per run.
 */
async function forgetInNpmCache(url: string): Promise<void> {
  const prefix = `make-fetch-happen:request-cache:${url}`
  const keys = (await runAsync('npm', ['cache', 'ls'], process.cwd())).split('\n').filter((key) => key.startsWith(prefix))
  for (let start = 0; start < keys.length; start += 200) await runAsync('npm', ['cache', 'clean', ...keys.slice(start, start + 200)], process.cwd())
}
