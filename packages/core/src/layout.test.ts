// The source layout's rules, checked over every package: no import circle, no file over 300 lines.
// Import edges are read with the TypeScript compiler's pre-processor (type-only and dynamic imports
// count: a circle of types is still a circle for a reader).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const packages = readdirSync(join(repo, 'packages')).filter((name) => statSync(join(repo, 'packages', name, 'src'), { throwIfNoEntry: false })?.isDirectory())
const isTest = (file: string) => /\.test(-d)?\.tsx?$/.test(file)
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path)
    return /\.(ts|tsx|mjs|js)$/.test(name) && !isTest(name) ? [path] : []
  })

/** The relative imports of each file, resolved to files of the same folder tree. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles
    const targets = imported
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolve(dirname(file), fileName))
      .map((base) => [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => known.has(path)))
    graph.set(file, targets.filter((target): target is string => target !== undefined))
  }
  return graph
}

/** The import circles (strongly connected components, Tarjan), each as its files. */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const circles: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component = stack.splice(stack.indexOf(file))
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component)
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return circles
}

describe('no import circles', () => {
  test('the finder finds a circle of two, one of three and a self-import, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['f']],
      ['g', ['a']],
    ])
    expect(importCircles(graph).map((circle) => [...circle].sort())).toEqual([['c', 'd', 'e'], ['a', 'b'], ['f']])
    expect(importCircles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([])
  })

  test.each(packages)('packages/%s/src', (name) => {
    const root = join(repo, 'packages', name, 'src')
    const circles = importCircles(importGraph(sources(root)))
    expect(circles.map((circle) => circle.map((file) => relative(root, file)).join(' -> '))).toEqual([])
  })
})

// Locale data (one message per line) may be longer.
const isLocaleData = (file: string) => /\/locales?(\/|\.ts$)/.test(file)
// Files over the limit today, pinned at their length so they cannot grow; an entry goes once its
// file is split.
const pinned: Record<string, number> = {}
const MAX_LINES = 300

test(`no source file over ${MAX_LINES} lines (tests and locale data aside)`, () => {
  const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length
  const long = packages
    .flatMap((name) => sources(join(repo, 'packages', name, 'src')))
    .map((file) => relative(repo, file))
    .filter((file) => !isLocaleData(file) && lines(join(repo, file)) > (pinned[file] ?? MAX_LINES))
    .map((file) => `${file}: ${lines(join(repo, file))} lines`)
  expect(long).toEqual([])
  const split = Object.keys(pinned).filter((file) => lines(join(repo, file)) <= MAX_LINES)
  expect(split, 'within the limit now: remove from `pinned`').toEqual([])
})

// A map made empty at module level is state shared by every kit (or adapter) of the page: it
// belongs in a store the kit or the adapter makes. Test-only code of another helper's folder is pinned.
const sharedStateAllowed = ['packages/server/src/testing/routeTable.ts']

test('no module-level per-instance state (an empty Map or WeakMap at module level)', () => {
  const moduleMap = /^(?:export )?(?:const|let) \w+(?:: [^=]+)? = new (?:Weak)?Map(?:<.*>)?\(\)/m
  const found = packages
    .flatMap((name) => sources(join(repo, 'packages', name, 'src')))
    .map((file) => relative(repo, file))
    .filter((file) => !sharedStateAllowed.includes(file) && moduleMap.test(readFileSync(join(repo, file), 'utf8')))
  expect(found).toEqual([])
})
