/**
 * Writes `src/socialImages/icons/<provider>-<light|dark>.svg` for every social login (Simple Icons'
 * marks, see socialMarks.ts) and removes the others. `--check` writes nothing and exits 1 when a mark
 * is missing, stale or orphaned. Run with `npx tsx packages/server/scripts/generateSocialIcons.ts`.
 */
import { renderSocialIcons } from './socialMarks.ts'
import { writeIconFolder } from './writeIconFolder.ts'

writeIconFolder(new URL('../src/socialImages/icons/', import.meta.url).pathname, renderSocialIcons(), {
  check: process.argv.includes('--check'),
  what: 'social marks',
})
