import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { AnvilNotFoundError } from '../errors.ts'

const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

export type ResolveAnvilBinaryParameters = {
  platform?: NodeJS.Platform
  arch?: string
}

/**
 * Finds the anvil binary shipped by the `@foundry-rs/anvil-<platform>-<arch>` package for this
 * machine (an optional dependency of `@foundry-rs/anvil`).
 *
 * @throws {AnvilNotFoundError} when the platform package is not installed.
 */
export function resolveAnvilBinary({
  platform = process.platform,
  arch = process.arch,
}: ResolveAnvilBinaryParameters = {}): string {
  const packageName = `@foundry-rs/anvil-${platform}-${archNames[arch] ?? arch}`
  const binaryName = platform === 'win32' ? 'anvil.exe' : 'anvil'
  const require = createRequire(import.meta.url)
  // Hoisted next to us, or nested under @foundry-rs/anvil.
  const searchFrom = [import.meta.url]
  try {
    searchFrom.push(require.resolve('@foundry-rs/anvil/package.json'))
  } catch {}
  let lastError: unknown
  for (const from of searchFrom) {
    try {
      const manifest = createRequire(from).resolve(`${packageName}/package.json`)
      const binary = join(dirname(manifest), 'bin', binaryName)
      if (existsSync(binary)) return binary
    } catch (error) {
      lastError = error
    }
  }
  throw new AnvilNotFoundError({ platform, arch, cause: lastError })
}
