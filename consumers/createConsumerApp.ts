import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { runAsync } from './run.ts'

const consumersDir = new URL('.', import.meta.url).pathname

export type CreateConsumerAppParameters = {
  /**
   * The app's folder, relative to `consumers/`: an example a developer copies (`../examples/vite`,
   * `../examples/nextjs`) or a template of its own (`server-app`, `bare-wagmi-app`).
   */
  template: string
  /** Where the app is made: a folder outside this repository. */
  dir: string
  /**
   * The registry Portico's packages were published to (the local one, see `publishLocally`), with each
   * package's version: the app installs `@portico/core@<version>` from it by name, as users do. An app
   * with no Portico package (the bare wagmi page) needs neither.
   */
  registry?: { url: string; versions: Record<string, string> }
  /** Files to write over the template's, by path inside the app. */
  files?: Record<string, string>
}

/**
 * Makes an app outside this repository as a dapp developer would: the template's files, each Portico
 * package at its published version from the registry (the app's own .npmrc names it for `@portico/*`)
 * and everything else as the template asks, then `npm install` (preferring npm's cache).
 */
export async function createConsumerApp({ template, dir, registry, files = {} }: CreateConsumerAppParameters): Promise<void> {
  cpSync(join(consumersDir, template), dir, {
    recursive: true,
    filter: (source) => !/node_modules|[\\/](dist|\.next)$/.test(source),
  })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }

  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string> | undefined>
  for (const dependencies of [manifest.dependencies ?? {}, manifest.devDependencies ?? {}]) {
    for (const name of Object.keys(dependencies)) {
      if (!name.startsWith('@portico/')) continue
      const version = registry?.versions[name]
      if (!version) throw new Error(`${template} depends on ${name}, which was not published`)
      dependencies[name] = version
    }
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2))
  // The local registry plays npmjs's part for `@portico/*` only (a scoped registry); every other package
  // comes from the registry npm is configured with, as for any app. Its packuments are then the ones
  // npm's cache holds under that registry's URL: a proxy at a new port each run (Verdaccio's uplink) missed
  // them all and fetched every packument of the three apps again (about 3 minutes of the consumer run).
  if (registry) writeFileSync(join(dir, '.npmrc'), `@portico:registry=${registry.url}\n`)
  // --prefer-offline: what npm's cache already holds (the repository's own install filled it) is not
  // revalidated package by package; anything missing still comes from the registry.
  await runAsync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir)
}

/** The `@portico/*` packages a template depends on (its dependencies and devDependencies), by name. */
export function porticoDependenciesOf(template: string): string[] {
  const manifest = JSON.parse(readFileSync(join(consumersDir, template, 'package.json'), 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string> | undefined>
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name.startsWith('@portico/'))
}

/**
 * A code block of the README, as written there: the one that follows the marker
 * `<!-- quick-start: PATH -->` in README.md (the quick start, which is examples/vite's `src/App.tsx`).
 */
export function readmeBlock(path: string): string {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const marker = `<!-- quick-start: ${path} -->`
  const start = readme.indexOf(marker)
  if (start < 0) throw new Error(`README.md has no ${marker}`)
  const block = /```\w*\n([\s\S]*?)```/.exec(readme.slice(start))
  if (!block) throw new Error(`README.md has no code block after ${marker}`)
  return block[1]!
}
