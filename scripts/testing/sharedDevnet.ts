import type { TestProject } from 'vitest/node'
import { startDevnet } from '../../packages/devnet/src/startDevnet.ts'
import { sharedDevnetFiles, sharedDevnetOptions } from './sharedDevnetOptions.ts'

/**
 * The unit project's global setup for the files that send UserOperations (`sharedDevnetFiles`):
 * one devnet with its ERC-4337 bundlers (anvil and alto on two chains) for the whole run instead of
 * one per file (alto alone takes seconds of CPU to load). The files reach it through vitest's
 * `inject('sharedDevnet')` (see `useSharedDevnet`), each with its own funded accounts so they
 * cannot interfere. A run that names files, none of them sharing it, starts nothing; a sharing file
 * run without it (another config) starts a devnet of its own, so correctness never hangs on this.
 */
export default async function setup(project: TestProject) {
  if (!wanted(project)) return
  const devnet = await startDevnet(sharedDevnetOptions)
  const { stop, ...shared } = devnet
  project.provide('sharedDevnet', shared)
  return () => stop()
}

/** False when the run was given file filters and none of them can select a sharing file. */
function wanted(project: TestProject): boolean {
  // Vitest keeps the command line's file filters here (undefined: every file); not a public field.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern
  if (!filters || filters.length === 0) return true
  const root = `${project.config.root}/`
  return filters.some((filter) => {
    const relative = filter.replace(root, '').replace(/^\.\//, '')
    return sharedDevnetFiles.some((file) => file.includes(relative) || relative.includes(file))
  })
}
