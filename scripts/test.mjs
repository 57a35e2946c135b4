// `npm test`: the whole suite — the type check, then the unit, end-to-end (Chromium against the
// devnet) and consumer (packed packages in outside apps) projects — and a table of where the time
// went. Installs what the tests need first: Debian's Chromium when it is missing (never a test tool's
// own browser download) and Debian's PostgreSQL when there is no initdb.
//
// The machine has two cores and vitest would run the projects one after the other, unit files on a
// single worker; instead the steps run on two lanes side by side (see `queue` below), each vitest
// process writing its own JSON report, from which the table takes the slowest files.
//
// With arguments, they go to one vitest run as they are (`npm test -- --project unit`,
// `npm test -- packages/core`), without the type check.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { installSystemPackages } from './testing/systemPackages.mjs'
import { createCpuMeter, machineBusySeconds } from './testing/childCpu.mjs'
import { runStep } from './testing/runStep.mjs'
import { printTimings } from './testing/timings.mjs'
import { withUnitProjects } from './testing/unitProjects.mjs'

// `--project unit` runs both unit projects, `unit` and `unit-isolated` (see unitProjects.mjs).
const args = withUnitProjects(process.argv.slice(2))
const started = Date.now()
// The whole machine's busy CPU over the same span as the total wall time (the install included), which
// also counts what runs outside the steps' trees: Chromium's helpers, the Postgres cluster.
const machineAtStart = machineBusySeconds()
// The Node the suite runs on (the one `npm install` brought, first on PATH in npm's scripts), in the log.
console.log(`npm test: node ${process.version} (${process.execPath})`)
const steps = []

const installStart = Date.now()
installSystemPackages({ browser: !args.includes('unit'), postgres: !args.includes('e2e') && !process.env.PORTICO_TEST_DATABASE_URL })
steps.push({ name: 'install (apt)', ms: Date.now() - installStart })

// Runs of whole projects share one devnet with bundlers among the unit files that need it
// (scripts/testing/sharedDevnet.ts); a run of a few files lets each start its own.
const optionTakingValue = (arg) => arg?.startsWith('--') && !arg.includes('=')
const fileFilters = args.filter((arg, index) => !arg.startsWith('-') && !optionTakingValue(args[index - 1]))
process.env.PORTICO_SHARED_DEVNET ??= fileFilters.length === 0 ? '1' : '0'

const reportDir = '.cache/vitest-reports'
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

const vitest = (name, vitestArgs) => ({
  name,
  command: 'npx',
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `${name}.json`)}`, ...vitestArgs],
})

/**
 * The whole suite on two lanes side by side, which take the steps in this order as each comes free:
 * the end-to-end files (two at a time, each with test accounts of its own; `PORTICO_E2E_WORKERS=1`
 * runs one) and the type check start; the unit files (on every core) follow the type check; the
 * consumer apps (packing, a local registry, `npm install`, `next build`) and the docs site's build
 * (typedoc's API reference, the twoslash-checked examples, VitePress) go to whichever lane is free
 * first. So neither lane idles while the other still has two steps to run (with fixed lanes, the
 * consumers waited for the unit files while the end-to-end lane had finished). The end-to-end files
 * wait on Chromium, the chain and the server much of the time, which leaves the cores to the other
 * lane. A failed step does not stop the others.
 */
const queue = args.length
  ? [vitest('vitest', args)]
  : [
      vitest('e2e', ['--project', 'e2e']),
      // TypeScript 7's native compiler (scripts/build/declarations.ts): the same check in a fraction of the CPU.
      { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
      vitest('unit', withUnitProjects(['--project', 'unit'])),
      vitest('consumers', ['--project', 'consumers']),
      { name: 'docs:build', command: 'npm', args: ['run', 'docs:build'] },
    ]
const laneCount = Math.min(2, queue.length)

const prefixed = laneCount > 1
// Each step's CPU seconds beside its wall time: on two cores, the sum is what the lanes share.
const cpu = createCpuMeter()
let next = 0
const results = await Promise.all(
  Array.from({ length: laneCount }, async () => {
    const done = []
    while (next < queue.length) done.push(await runStep(queue[next++], { prefix: prefixed, cpu }))
    return done
  }),
)
steps.push(...results.flat())

const reports = existsSync(reportDir)
  ? readdirSync(reportDir).map((file) => ({ ...JSON.parse(readFileSync(join(reportDir, file), 'utf8')), __name: file.replace(/\.json$/, '') }))
  : []
const machineEnd = machineBusySeconds()
const machineCpuSeconds = machineAtStart === undefined || machineEnd === undefined ? undefined : machineEnd - machineAtStart
const failed = printTimings({ steps, reports, totalMs: Date.now() - started, root: process.cwd(), machineCpuSeconds })
process.exit(failed ? 1 : 0)
