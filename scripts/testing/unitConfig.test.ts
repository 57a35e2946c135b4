import { expect, it } from 'vitest'
import config from '../../vitest.config.ts'
import { isolatedTestFiles } from './isolatedTestFiles.ts'

type Project = { test: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean; globalSetup?: string[] } }

it('splits the unit files: `unit` shares workers without the isolated files, `unit-isolated` runs just those alone', () => {
  const projects = (config.test?.projects ?? []) as Project[]
  const byName = (name: string) => projects.find((project) => project.test.name === name)!.test
  const isolated = isolatedTestFiles(import.meta.dirname + '/../..')
  expect(isolated.length).toBeGreaterThan(0)
  expect(byName('unit').isolate).toBe(false)
  expect(byName('unit').exclude).toEqual(expect.arrayContaining(isolated))
  expect(byName('unit-isolated').isolate).toBeUndefined()
  expect(byName('unit-isolated').include).toEqual(isolated)
  // Both run the same files together: the same include globs before the split.
  expect(byName('unit').include).toEqual(['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'packages/*/bench/**/*.test.ts', 'scripts/**/*.test.ts'])
  expect(byName('unit').globalSetup).toEqual(['scripts/testing/sharedPostgres.ts', 'scripts/testing/sharedDevnet.ts'])
})
