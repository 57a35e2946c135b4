import type { Tree, TreePackage } from './collectTree.ts'
import { isOpenLicence } from './openLicence.ts'

export type LicenceReport = {
  /** Every package, `name@version  licence`, sorted by name. */
  lines: string[]
  /** Packages per declared licence, most used first. */
  byLicence: [licence: string, count: number][]
  /** Packages whose licence is not open source (or not declared). */
  closed: TreePackage[]
  /** Open, but copyleft (GPL, LGPL, MPL): fine in dev tools, worth knowing before bundling them. */
  copyleft: TreePackage[]
  missing: Tree['missing']
  ok: boolean
}

const NONE = '(none declared)'
const id = (entry: TreePackage) => `${entry.name}@${entry.version}`

export function licenceReport(tree: Tree): LicenceReport {
  const counts = new Map<string, number>()
  for (const entry of tree.packages) counts.set(entry.licence ?? NONE, (counts.get(entry.licence ?? NONE) ?? 0) + 1)
  const width = Math.max(0, ...tree.packages.map((entry) => id(entry).length))
  const closed = tree.packages.filter((entry) => !isOpenLicence(entry.licence))
  return {
    lines: tree.packages.map((entry) => `${id(entry).padEnd(width)}  ${entry.licence ?? NONE}`),
    byLicence: [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    closed,
    copyleft: tree.packages.filter((entry) => isOpenLicence(entry.licence) && /\b(A?GPL|LGPL|MPL|EPL)-/.test(entry.licence!)),
    missing: tree.missing,
    ok: closed.length === 0 && tree.missing.length === 0,
  }
}

/** The summary lines: package count, count by licence, closed (or "closed: none"), copyleft, missing. */
export function summaryLines(report: LicenceReport): string[] {
  const describe = (entry: TreePackage) => `${id(entry)} (${entry.licence ?? NONE}, required by ${entry.requiredBy})`
  return [
    `packages: ${report.lines.length}`,
    ...report.byLicence.map(([licence, count]) => `  ${String(count).padStart(4)}  ${licence}`),
    report.closed.length === 0 ? 'closed: none' : `closed: ${report.closed.length}`,
    ...report.closed.map((entry) => `  ${describe(entry)}`),
    ...(report.copyleft.length ? [`copyleft (open): ${report.copyleft.length}`, ...report.copyleft.map((entry) => `  ${describe(entry)}`)] : []),
    ...(report.missing.length
      ? [`not installed: ${report.missing.length}`, ...report.missing.map((entry) => `  ${entry.name} (required by ${entry.requiredBy})`)]
      : []),
  ]
}
