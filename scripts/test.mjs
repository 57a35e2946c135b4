// `npm test`: the whole suite (the type check, unit and end-to-end tests in Chromium against the devnet).
// Installs what the tests need first: Debian's Chromium when it is missing (never a test tool's own
// browser download), and Debian's PostgreSQL when there is no initdb (the server's unit tests run
// against SQLite and a throwaway Postgres cluster). Extra arguments go to vitest
// (e.g. `npm test -- --project unit`).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const args = process.argv.slice(2)
const needsBrowser = !args.includes('unit')
const needsPostgres = !args.includes('e2e') && !process.env.PORTICO_TEST_DATABASE_URL

const sudo = process.getuid?.() === 0 ? [] : ['sudo']
const run = (cmd) => execFileSync(sudo[0] ?? cmd[0], sudo.length ? cmd : cmd.slice(1), { stdio: 'inherit' })
let aptUpdated = false
const aptInstall = (pkg) => {
  if (!aptUpdated) run(['apt-get', 'update', '-qq'])
  aptUpdated = true
  run(['apt-get', 'install', '-y', '-qq', pkg])
}

// The same places packages/server/src/testing/postgres.ts looks.
const hasInitdb = () => {
  const pgLib = '/usr/lib/postgresql'
  const versions = existsSync(pgLib) ? readdirSync(pgLib).map((version) => join(pgLib, version, 'bin')) : []
  return [...(process.env.PATH ?? '').split(':'), ...versions].some((dir) => dir && existsSync(join(dir, 'initdb')))
}

if (needsBrowser && !existsSync(chromium)) {
  console.log(`Chromium not found at ${chromium}; installing Debian's chromium package…`)
  aptInstall('chromium')
}

if (needsPostgres && !hasInitdb()) {
  console.log("PostgreSQL (initdb) not found; installing Debian's postgresql package…")
  aptInstall('postgresql')
}

// The whole suite starts with the type check (strict TypeScript, no unused locals); a file or
// project given as arguments skips it.
let typecheckFailed = false
if (args.length === 0) {
  console.log('typecheck: tsc -p tsconfig.json --noEmit')
  typecheckFailed = spawnSync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { stdio: 'inherit' }).status !== 0
  console.log(typecheckFailed ? 'typecheck: FAILED' : 'typecheck: ok')
}

mkdirSync('.cache', { recursive: true })
const report = '.cache/vitest-report.json'
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
  { stdio: 'inherit' },
)

if (existsSync(report)) {
  const { numPassedTests = 0, numFailedTests = 0, numPendingTests = 0 } = JSON.parse(readFileSync(report, 'utf8'))
  console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`)
}
process.exit(typecheckFailed ? 1 : (result.status ?? 1))
