import { execFileSync } from 'node:child_process'
import { matchesGlob } from 'node:path'

/** A vitest project as `vitest.config.ts` declares it: the globs it takes and leaves out. */
export type ProjectGlobs = { name: string; include?: string[]; exclude?: string[] }

/** A file vitest would take for a test by its name (`*.test.ts`, `*.spec.tsx`, `.mts`, `.js`, …). */
export const testFileName = /\.(?:test|spec)\.[cm]?[jt]sx?$/

/** The repository's files git knows or would add: tracked, and untracked ones it does not ignore. */
export function repositoryFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return [...new Set(out.split('\0').filter(Boolean))]
}

function inProject(file: string, project: ProjectGlobs): boolean {
  const included = (project.include ?? []).some((glob) => matchesGlob(file, glob))
  return included && !(project.exclude ?? []).some((glob) => matchesGlob(file, glob) || matchesGlob(file, `${glob.replace(/\/$/, '')}/**`))
}

/**
 * The test files (by name) that no project runs: a test written where no `include` reaches (under
 * `apps/demo/src`, say) would otherwise never run, and the suite would stay green without it.
 */
export function filesInNoProject(files: readonly string[], projects: readonly ProjectGlobs[]): string[] {
  return files.filter((file) => testFileName.test(file) && !projects.some((project) => inProject(file, project))).sort()
}
