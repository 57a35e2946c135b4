import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DevnetError } from '../errors.ts'

/**
 * The path of `@pimlico/alto`'s command-line entry (its package's `bin.alto`), run with this Node.
 *
 * @throws {DevnetError} when the package is not installed.
 */
export function resolveAltoCli(): string {
  // Its `exports` hide package.json, so look for the folder where Node would.
  const folders = createRequire(import.meta.url).resolve.paths('@pimlico/alto') ?? []
  const manifest = folders.map((folder) => join(folder, '@pimlico', 'alto', 'package.json')).find((path) => existsSync(path))
  if (!manifest) throw new DevnetError("Cannot find @pimlico/alto: install @portico/devnet's dependencies.")
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: { alto?: string } }
  const cli = bin?.alto ? join(dirname(manifest), bin.alto) : ''
  if (!cli || !existsSync(cli)) throw new DevnetError(`@pimlico/alto at ${dirname(manifest)} has no alto command.`)
  return cli
}
