/**
 * Writes `src/chains/icons/<namespace>-<reference>.svg` for every network of networkLogos.ts and
 * removes the others. `--check` writes nothing and exits 1 when an icon is missing, stale or orphaned.
 * Run with `npx tsx packages/server/scripts/generateNetworkIcons.ts`.
 */
import { networkIconFile, networkLogos, renderNetworkIcon } from './networkLogos.ts'
import { writeIconFolder } from './writeIconFolder.ts'

const icons = new Map<string, string>()
for (const [caipNetworkId, logo] of Object.entries(networkLogos)) icons.set(networkIconFile(caipNetworkId), await renderNetworkIcon(logo, logo))
writeIconFolder(new URL('../src/chains/icons/', import.meta.url).pathname, icons, { check: process.argv.includes('--check'), what: 'network icons' })
