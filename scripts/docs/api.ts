// `npm run docs:api`: the API reference of every published package, from the TSDoc of its public
// exports, written as Markdown into docs/api (generated on every docs build, never committed).
// One TypeScript program over the packages' sources (the `@portico/source` entry of each export).
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Application, type TypeDocOptions } from 'typedoc'
import type { PluginOptions } from 'typedoc-plugin-markdown'

const root = new URL('../..', import.meta.url).pathname
type Manifest = { name: string; private?: boolean; exports?: Record<string, string | Record<string, string>> }

/** Each published package's public entry points: `{ '@portico/core/actions': '/…/packages/core/src/actions.ts' }`. */
export function publicEntryPoints(): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const dir of readdirSync(join(root, 'packages'))) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as Manifest
    if (manifest.private) continue
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === 'object' ? target['@portico/source'] : undefined
      if (!source?.endsWith('.ts') && !source?.endsWith('.tsx')) continue
      entries[manifest.name + subpath.slice(1)] = join(root, 'packages', dir, source)
    }
  }
  return entries
}

const entries = publicEntryPoints()
// typedoc names a module by its path below the common folder: `core/src/actions` for packages/core/src/actions.ts.
const pathName = (file: string) => file.slice(join(root, 'packages/').length).replace(/\.tsx?$/, '').replace(/\/index$/, '')
const byPath = new Map(Object.entries(entries).map(([name, file]) => [pathName(file), name]))
const out = join(root, 'docs/api')
rmSync(out, { recursive: true, force: true })

const options: Partial<TypeDocOptions & PluginOptions> = {
  entryPoints: Object.values(entries),
  tsconfig: join(root, 'docs/tsconfig.api.json'),
  plugin: ['typedoc-plugin-markdown'],
  out,
  readme: 'none',
  name: 'Portico API',
  // The packages' own type check runs in `npm run typecheck`; this run only reads the TSDoc.
  skipErrorChecking: true,
  excludePrivate: true,
  // What a class inherits from a dependency (Error's members, Hono's) is that dependency's to document.
  excludeExternals: true,
  excludeInternal: true,
  disableSources: true,
  hideGenerator: true,
  logLevel: 'Warn',
  validation: { notExported: false, invalidLink: false, unusedMergeModuleWith: false },
  // typedoc-plugin-markdown
  // One page per entry point (about 30), not one per export (about 1,300): the site builds in a fraction of the time.
  outputFileStrategy: 'modules',
  entryFileName: 'index',
}
const app = await Application.bootstrapWithPlugins(options as Partial<TypeDocOptions>)
const project = await app.convert()
if (!project) throw new Error('typedoc could not convert the packages')
// Name each module by the import path a developer writes, not its file path.
for (const module of project.children ?? []) {
  const name = byPath.get(module.name)
  if (!name) throw new Error(`typedoc module ${module.name} is no package's entry point`)
  module.name = name
}
await app.generateOutputs(project)
if (app.logger.hasErrors()) process.exit(1)
console.log(`docs/api: ${project.children?.length ?? 0} entry points of ${new Set(Object.keys(entries).map((n) => n.split('/').slice(0, 2).join('/'))).size} packages`)
