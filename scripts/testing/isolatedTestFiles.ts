import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Why a unit file must run in a fresh worker of its own (the `unit-isolated` project), or undefined.
 * The `unit` project shares workers between files (vitest's `isolate: false`): a module loaded by one
 * file stays loaded for the next, so
 * - a `vi.mock` would go on answering later files' imports of that module (vitest keeps the mock
 *   registered), and would not reach a module an earlier file already loaded;
 * - the jsdom files would share one document (vitest sets an environment up once per worker);
 * - a WalletConnect client's timers would fire during a later file.
 */
export function isolationReason(source: string): string | undefined {
  if (/\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|resetModules)\s*\(/.test(source)) return 'mocks a module'
  if (/@vitest-environment\s+(?!node\b)\w/.test(source)) return 'runs in a browser-like environment'
  // The official WalletConnect client keeps timers (a publish's retry and timeout) past the file's
  // end; in a shared worker they fire during a later file as its unhandled errors.
  if (/local-core|createLocalCore|createWalletConnectWallet\(/.test(source)) return 'runs a WalletConnect client'
  return undefined
}

const testFile = /\.test\.tsx?$/

function testFilesUnder(root: string, dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  return entries.filter((entry) => testFile.test(entry) && !entry.split(/[\\/]/).includes('node_modules')).map((entry) => `${dir}/${entry.replaceAll('\\', '/')}`)
}

/**
 * The unit files (the `unit` projects' include: `packages/<name>/src/**` and `scripts/**`) that
 * `isolationReason` picks, as paths relative to `root`, sorted.
 */
export function isolatedTestFiles(root: string): string[] {
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const files = [...packages.flatMap((entry) => testFilesUnder(root, `packages/${entry.name}/src`)), ...testFilesUnder(root, 'scripts').filter((file) => file.endsWith('.ts'))]
  return files.filter((file) => isolationReason(readFileSync(join(root, file), 'utf8')) !== undefined).sort()
}
