import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCpuMeter } from './childCpu.mjs'
import { failureExcerpt, runStep } from './runStep.mjs'

describe('failureExcerpt', () => {
  it('starts at vitest’s first failure section, without colours', () => {
    const lines = [
      ...Array.from({ length: 100 }, (_, i) => `✓ test ${i}`),
      '\x1b[31m⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯\x1b[39m',
      'Error: socket hang up',
      ' Test Files  299 passed (299)',
    ]
    expect(failureExcerpt(lines)).toEqual(['⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯', 'Error: socket hang up', ' Test Files  299 passed (299)'])
  })

  it('reads only a line that starts with the header (not a test printing one)', () => {
    expect(failureExcerpt(['[demo] ⎯⎯ Failed Tests 1 ⎯⎯', 'last'])).toEqual(['[demo] ⎯⎯ Failed Tests 1 ⎯⎯', 'last'])
    expect(failureExcerpt(['[demo] ⎯⎯ Failed Tests 1 ⎯⎯', '⎯⎯ Failed Tests 2 ⎯⎯', 'why'])).toEqual(['⎯⎯ Failed Tests 2 ⎯⎯', 'why'])
  })

  it('is the last 40 lines when vitest named no section', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}`)
    expect(failureExcerpt(lines)).toEqual(lines.slice(60))
  })
})

describe('runStep', () => {
  // Its prefixed lines would land in the unit step's own output (and in its excerpt, were it to fail).
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('gives a failed step the excerpt of its own output', async () => {
    const script = "console.log('ok so far'); console.error('⎯⎯ Failed Tests 1 ⎯⎯'); console.error('boom'); process.exit(3)"
    const result = await runStep({ name: 'demo', command: process.execPath, args: ['-e', script] }, { prefix: true })
    expect(result.ok).toBe(false)
    expect(result.excerpt).toEqual(['⎯⎯ Failed Tests 1 ⎯⎯', 'boom'])
  })

  it('keeps no excerpt for a step that passed', async () => {
    const result = await runStep({ name: 'demo', command: process.execPath, args: ['-e', "console.log('fine')"] }, { prefix: true })
    expect(result).toMatchObject({ name: 'demo', ok: true })
    expect(result).not.toHaveProperty('excerpt')
  })

  it.runIf(process.platform === 'linux')('measures the CPU its process spent', async () => {
    const spin = 'const end = process.cpuUsage().user + 300_000; while (process.cpuUsage().user < end);'
    const result = await runStep({ name: 'demo', command: process.execPath, args: ['-e', spin] }, { prefix: true, cpu: createCpuMeter() })
    expect(result.cpuSeconds).toBeGreaterThanOrEqual(0.2)
  })
})
