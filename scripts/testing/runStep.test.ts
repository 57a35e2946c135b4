import { describe, expect, it } from 'vitest'
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

  it('is the last 40 lines when vitest named no section', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}`)
    expect(failureExcerpt(lines)).toEqual(lines.slice(60))
  })
})

describe('runStep', () => {
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
})
