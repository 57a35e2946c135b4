import { expect, it } from 'vitest'
import config from '../../vitest.config.ts'
import { filesInNoProject, repositoryFiles, type ProjectGlobs } from './projectMembership.ts'

const root = `${import.meta.dirname}/../..`
const projects = ((config.test?.projects ?? []) as { test: ProjectGlobs }[]).map((project) => project.test)

it('every test file in the repository belongs to a project of the suite', () => {
  const files = repositoryFiles(root)
  expect(files.length).toBeGreaterThan(300)
  expect(filesInNoProject(files, projects)).toEqual([])
})

it('names a test file that no project includes, and one that its only project excludes', () => {
  const unit = { name: 'unit', include: ['packages/*/src/**/*.test.ts'], exclude: ['packages/core/src/slow.test.ts'] }
  const e2e = { name: 'e2e', include: ['apps/demo/e2e/**/*.test.ts'] }
  const files = ['packages/core/src/a.test.ts', 'packages/core/src/slow.test.ts', 'apps/demo/src/App.test.tsx', 'apps/demo/e2e/x.test.ts', 'apps/demo/src/App.tsx', 'scripts/b.spec.mjs']
  expect(filesInNoProject(files, [unit, e2e])).toEqual(['apps/demo/src/App.test.tsx', 'packages/core/src/slow.test.ts', 'scripts/b.spec.mjs'])
})

it('refuses a `.only` left in a test file, in CI and out of it', () => {
  expect(config.test?.allowOnly).toBe(false)
})
