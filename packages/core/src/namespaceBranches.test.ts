// Chain rules live in the adapters (`Adapter.chain`): core and react ask them and never branch on a
// namespace name. This test reads core's and react's sources (tests, core's caip/ and the test
// helpers aside) and fails on a comparison, a `case` or an `includes` with a namespace literal.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const namespaces = '(?:eip155|solana|bip122|polkadot|cosmos)'
const branch = new RegExp(
  [`[!=]==?\\s*['"\`]${namespaces}['"\`]`, `['"\`]${namespaces}['"\`]\\s*[!=]==?`, `case\\s+['"\`]${namespaces}['"\`]`, `\\.includes\\(\\s*['"\`]${namespaces}['"\`]`, `['"\`]${namespaces}['"\`]\\s*\\]\\.includes`].join('|'),
)

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return ['node_modules', 'testing'].includes(name) ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : []
  })

/** Each line of code that branches on a namespace literal, as `file:line: code` (comments aside). */
export function namespaceBranches(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ code: line.replace(/\/\/.*$/, '').trim(), index }))
      .filter(({ code }) => !code.startsWith('*') && !code.startsWith('/*') && branch.test(code))
      .map(({ code, index }) => `${relative(repo, file)}:${index + 1}: ${code}`),
  )
}

test('the pattern sees the branches it is meant to catch', () => {
  const samples = ["if (ns === 'eip155') x()", "'solana' !== ns", "case 'bip122':", "['eip155'].includes(ns)", "list.includes('cosmos')"]
  for (const code of samples) expect(branch.test(code), code).toBe(true)
  expect(branch.test("chainSupports(ctx, 'swaps', ns)")).toBe(false)
})

test('core (outside caip/) and react do not branch on a namespace literal', () => {
  const core = sources(join(repo, 'packages/core/src')).filter((file) => !file.includes('/caip/'))
  const react = sources(join(repo, 'packages/react/src'))
  expect(namespaceBranches([...core, ...react])).toEqual([])
})
