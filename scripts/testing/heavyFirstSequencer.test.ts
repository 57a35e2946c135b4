import { describe, expect, it } from 'vitest'
import type { TestSpecification } from 'vitest/node'
import { HeavyFirstSequencer } from './heavyFirstSequencer.ts'

const spec = (moduleId: string, size: number) => ({ moduleId, size, project: { name: 'unit', config: { sequence: { groupOrder: 0 }, isolate: true } } })

describe('HeavyFirstSequencer', () => {
  it('puts the hostile-input parts first on a fresh clone (no durations), the rest by size as vitest does', async () => {
    const files = [spec('/r/packages/core/src/big.test.ts', 9000), spec('/r/packages/server/src/http/hostileInputSqlite1.test.ts', 200), spec('/r/packages/core/src/small.test.ts', 100)]
    const cache = { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: files.find((file) => key.endsWith(file.moduleId.slice(3)))!.size }) }
    const sequencer = new HeavyFirstSequencer({ cache, config: { root: '/r' } } as never)
    const sorted = await sequencer.sort(files as unknown as TestSpecification[])
    expect(sorted.map((file) => file.moduleId.split('/').pop())).toEqual(['hostileInputSqlite1.test.ts', 'big.test.ts', 'small.test.ts'])
  })

  it('puts the minutes-long end-to-end files first, the short accessibility file too', async () => {
    const files = [spec('/r/apps/demo/e2e/pay.test.ts', 9000), spec('/r/apps/demo/e2e/accessibility.test.ts', 2000), spec('/r/apps/demo/e2e/networks.test.ts', 1000), spec('/r/apps/demo/e2e/phones.test.ts', 8000)]
    const cache = { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: files.find((file) => key.endsWith(file.moduleId.slice(3)))!.size }) }
    const sequencer = new HeavyFirstSequencer({ cache, config: { root: '/r' } } as never)
    const sorted = await sequencer.sort(files as unknown as TestSpecification[])
    expect(sorted.map((file) => file.moduleId.split('/').pop())).toEqual(['phones.test.ts', 'accessibility.test.ts', 'pay.test.ts', 'networks.test.ts'])
  })
})
