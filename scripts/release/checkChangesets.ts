// `npm run changeset:check`: fails when a published package's files changed since the merge base with
// main and no changeset (`.changeset/*.md`) came with them. Skips, saying why, where there is nothing to
// compare (main itself, a fresh clone of main, no git). See scripts/release/changesetCheck.ts.
import { checkChangesets } from './changesetCheck.ts'

const result = checkChangesets({ root: new URL('../..', import.meta.url).pathname, base: process.env.PORTICO_CHANGESET_BASE ?? 'main' })
console.log(`changesets: ${result.status}: ${result.reason}`)
if (result.status === 'missing') {
  for (const path of result.publishedChanges.slice(0, 20)) console.log(`  ${path}`)
  process.exit(1)
}
