import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

type ExportTarget = string | { default?: ExportTarget; import?: ExportTarget }

/**
 * Imports a package as an app's `node_modules` has it, through its `exports` (`default`), so a test
 * running inside this repository uses the published build, not the workspace's sources.
 */
export async function importInstalled<T>(appDir: string, name: string, subpath = '.'): Promise<T> {
  const packageDir = join(appDir, 'node_modules', name)
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, ExportTarget> }
  let target = manifest.exports[subpath]
  while (target && typeof target === 'object') target = target.import ?? target.default
  if (!target) throw new Error(`${name} exports no ${subpath}`)
  return (await import(pathToFileURL(join(packageDir, target)).href)) as T
}
