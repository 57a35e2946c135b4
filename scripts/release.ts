// `npm run release [-- --dry-run] [--skip-tests] [--plan]`: type check, build every published package in
// dependency order, run the tests and the licence gate, then publish each package in that order (versions
// already on the registry are skipped) and tag the release. Versions and changelogs come first, from
// Changesets: `npx changeset` on each change, `npm run release:version` before releasing.
// --dry-run: `npm publish --dry-run` (nothing uploaded, nothing tagged). --plan: print the steps only.
import { execFileSync } from 'node:child_process'
import { publishOrder, readWorkspaces } from './release/publishOrder.ts'
import { releaseSteps } from './release/releaseSteps.ts'

const flags = new Set(process.argv.slice(2))
for (const flag of flags) if (!['--dry-run', '--skip-tests', '--plan'].includes(flag)) throw new Error(`unknown option ${flag}`)
const repoRoot = new URL('..', import.meta.url).pathname
const order = publishOrder(readWorkspaces(repoRoot))
const steps = releaseSteps({ repoRoot, order, dryRun: flags.has('--dry-run'), skipTests: flags.has('--skip-tests') })

/** Whether name@version is on the registry already (npm view prints nothing and fails with E404 when not). */
function isPublished({ name, version }: { name: string; version: string }) {
  try {
    return execFileSync('npm', ['view', `${name}@${version}`, 'version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === version
  } catch {
    return false
  }
}

for (const [index, step] of steps.entries()) {
  const label = `release ${index + 1}/${steps.length}: ${step.title}`
  if (flags.has('--plan')) {
    console.log(`${label}: ${step.command} ${step.args.join(' ')} (in ${step.cwd.replace(repoRoot, '') || '.'})`)
    continue
  }
  if (step.publishes && isPublished(step.publishes)) {
    console.log(`${label}: already on the registry, skipped`)
    continue
  }
  console.log(label)
  execFileSync(step.command, step.args, { cwd: step.cwd, stdio: 'inherit' })
}
