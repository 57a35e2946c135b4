import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { runAsync } from './run.ts'

/**
 * Removes a folder of installed apps (their node_modules hold some 100,000 files) with several `rm -rf`
 * at once, each on a share of its packages, then the rest. On our machines removing files waits on the
 * disk, one file at a time per process: one `rm -rf` of the consumer run's folder took about 3 minutes,
 * eight side by side a fifth of that per file (measured on copies of viem: 13 s each alone, 2.7 s each
 * eight at once).
 */
export async function removeFolder(root: string, { processes = 8 } = {}): Promise<void> {
  const paths = largeEntries(root)
  const batch = Math.max(1, Math.ceil(paths.length / (processes * 4)))
  const batches: string[][] = []
  for (let start = 0; start < paths.length; start += batch) batches.push(paths.slice(start, start + batch))
  const worker = async () => {
    // A failure here (a folder still being written) is left to the last, retried removal.
    for (let next = batches.shift(); next; next = batches.shift()) await runAsync('rm', ['-rf', '--', ...next], root).catch(() => {})
  }
  await Promise.all(Array.from({ length: processes }, worker))
  // What is left (files beside the packages, a folder `next dev`'s workers were still writing): retried.
  rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
}

/** The folders under `root` two levels down, and each `node_modules` package (a scope's packages each). */
function largeEntries(root: string): string[] {
  const paths: string[] = []
  const children = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(dir, entry.name))
  for (const app of children(root)) {
    for (const entry of children(app)) {
      if (!entry.endsWith('/node_modules')) {
        paths.push(entry)
        continue
      }
      for (const pkg of children(entry)) {
        if (pkg.slice(entry.length + 1).startsWith('@')) paths.push(...children(pkg))
        else paths.push(pkg)
      }
    }
  }
  return paths
}
