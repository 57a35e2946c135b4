import { describe, expect, it } from 'vitest'
import { withUnitProjects } from './unitProjects.mjs'

describe('withUnitProjects', () => {
  it('adds unit-isolated wherever the unit project is asked for', () => {
    expect(withUnitProjects(['--project', 'unit'])).toEqual(['--project', 'unit', '--project', 'unit-isolated'])
    expect(withUnitProjects(['--project=unit', 'packages/core'])).toEqual(['--project=unit', 'packages/core', '--project', 'unit-isolated'])
    expect(withUnitProjects(['--project', 'unit', '--sequence.shuffle'])).toEqual(['--project', 'unit', '--sequence.shuffle', '--project', 'unit-isolated'])
  })

  it('leaves other runs as they are', () => {
    expect(withUnitProjects([])).toEqual([])
    expect(withUnitProjects(['--project', 'e2e', 'apps/demo/e2e/session.test.ts'])).toEqual(['--project', 'e2e', 'apps/demo/e2e/session.test.ts'])
    expect(withUnitProjects(['--project', 'unit', '--project', 'unit-isolated'])).toEqual(['--project', 'unit', '--project', 'unit-isolated'])
    expect(withUnitProjects(['packages/unit'])).toEqual(['packages/unit'])
  })
})
