// `npm test`: the whole suite (unit + end-to-end in Chromium against the devnet).
// Installs what the tests need first: Debian's Chromium when it is missing (never a test tool's own
// browser download). Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const args = process.argv.slice(2)
const needsBrowser = !args.includes('unit')

if (needsBrowser && !existsSync(chromium)) {
  console.log(`Chromium not found at ${chromium}; installing Debian's chromium package…`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const run = (cmd) => execFileSync(sudo[0] ?? cmd[0], sudo.length ? cmd : cmd.slice(1), { stdio: 'inherit' })
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', 'chromium'])
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
process.exit(result.status ?? 1)
