import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Workspace } from './publishOrder.ts'
import { releaseSteps } from './releaseSteps.ts'

const repoRoot = new URL('../..', import.meta.url).pathname
const order: Workspace[] = [
  { name: '@x/core', version: '1.2.0', dir: '/r/packages/core' },
  { name: '@x/evm', version: '1.0.1', dir: '/r/packages/evm' },
]
const line = (step: { command: string; args: string[]; cwd: string }) => `${step.cwd}: ${step.command} ${step.args.join(' ')}`

describe('releaseSteps', () => {
  test('dry run: type check, builds in order, tests, licences, then npm publish --dry-run in order; no tags', () => {
    const steps = releaseSteps({ repoRoot: '/r', order, dryRun: true, skipTests: false })
    expect(steps.map(line)).toEqual([
      '/r: npm run typecheck',
      '/r/packages/core: npm run build',
      '/r/packages/evm: npm run build',
      '/r: npm test',
      '/r: npm run licences --silent',
      '/r/packages/core: npm publish --access public --ignore-scripts --dry-run',
      '/r/packages/evm: npm publish --access public --ignore-scripts --dry-run',
    ])
    expect(steps.filter((step) => step.publishes).map((step) => step.publishes)).toEqual([
      { name: '@x/core', version: '1.2.0' },
      { name: '@x/evm', version: '1.0.1' },
    ])
  })

  test('a real release publishes for real and ends with the git tags; --skip-tests drops the suite only', () => {
    const steps = releaseSteps({ repoRoot: '/r', order, dryRun: false, skipTests: true }).map(line)
    expect(steps).not.toContain('/r: npm test')
    expect(steps).toContain('/r: npm run licences --silent')
    expect(steps.filter((step) => step.includes('publish')).every((step) => !step.includes('--dry-run'))).toBe(true)
    expect(steps.at(-1)).toBe('/r: npx changeset tag')
  })
})

describe('npm run release -- --dry-run --plan', () => {
  test('prints the plan for every published package of this repository', () => {
    const output = execFileSync('npm', ['run', 'release', '--silent', '--', '--dry-run', '--plan'], { cwd: repoRoot, encoding: 'utf8' })
    const published = readdirSync(join(repoRoot, 'packages')).filter(
      (dir) => !(JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8')) as { private?: boolean }).private,
    )
    const publishLines = output.split('\n').filter((text) => text.includes('npm publish'))
    expect(publishLines).toHaveLength(published.length)
    expect(publishLines.every((text) => text.includes('--dry-run') && text.includes('(dry run)'))).toBe(true)
    expect(output).not.toContain('changeset tag')
    expect(output.indexOf('publish @portico/core@')).toBeLessThan(output.indexOf('publish @portico/react@'))
  })

  test('each published package builds itself when packed', () => {
    for (const dir of readdirSync(join(repoRoot, 'packages'))) {
      const manifest = JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8')) as { private?: boolean; scripts?: Record<string, string> }
      if (manifest.private) continue
      expect({ dir, prepack: manifest.scripts?.prepack }).toEqual({ dir, prepack: 'npm run build' })
    }
  })
})
