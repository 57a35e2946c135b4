// `npm run licences`: every package in the dependency trees of Portico's published packages (with their
// peers) and of what the READMEs tell apps to install, as installed here, with its licence; then the count by
// licence and the packages that are not open source. Exits 1 when one is not, or when the tree is incomplete.
import { collectTree } from './licences/collectTree.ts'
import { licenceReport, summaryLines } from './licences/licenceReport.ts'
import { publishedRoots } from './licences/publishedRoots.ts'

const repoRoot = new URL('..', import.meta.url).pathname
const { roots, published, readme, unresolved } = publishedRoots(repoRoot)
const report = licenceReport(collectTree(roots))

console.log(`Published packages (${published.length}): ${published.join(', ')}`)
console.log(`The READMEs tell apps to install: ${readme.join(', ')}`)
console.log('')
for (const line of report.lines) console.log(line)
console.log('')
for (const line of summaryLines(report)) console.log(line)
if (unresolved.length) console.log(`README packages not installed here: ${unresolved.join(', ')}`)
if (!report.ok || unresolved.length) process.exitCode = 1
