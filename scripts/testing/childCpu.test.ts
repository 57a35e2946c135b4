import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { createCpuMeter, endedChildrenCpuSeconds, machineBusySeconds } from './childCpu.mjs'

// A /proc/self/stat line: a command name with a space and a parenthesis in it, cutime 250 and cstime 50 ticks.
const stat = (cutime: number, cstime: number) => `4242 (node (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 7 3 ${cutime} ${cstime} 20 0 1 0`

describe('endedChildrenCpuSeconds', () => {
  it('reads cutime and cstime after the command name, in seconds', () => {
    expect(endedChildrenCpuSeconds(() => stat(250, 50))).toBe(3)
  })

  it('is undefined without /proc', () => {
    expect(
      endedChildrenCpuSeconds(() => {
        throw new Error('ENOENT')
      }),
    ).toBeUndefined()
  })

  it.runIf(process.platform === 'linux')('counts a child that spent CPU, once it has ended', () => {
    const meter = createCpuMeter()
    spawnSync(process.execPath, ['-e', 'const end = process.cpuUsage().user + 300_000; while (process.cpuUsage().user < end);'])
    expect(meter.take()).toBeGreaterThanOrEqual(0.2)
    expect(meter.take()).toBe(0)
  })
})

describe('createCpuMeter', () => {
  it('gives each take the CPU since the one before', () => {
    const readings = [stat(100, 0), stat(400, 100), stat(500, 100)]
    const meter = createCpuMeter(() => readings.shift() ?? '')
    expect(meter.take()).toBe(4)
    expect(meter.take()).toBe(1)
  })
})

describe('machineBusySeconds', () => {
  it('adds all but idle and iowait from /proc/stat\'s cpu line, in seconds', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const stat = 'cpu  1000 50 250 9000 400 0 100 0 0 0\ncpu0 500 25 125 4500 200 0 50 0 0 0\nintr 1 2'
    expect(machineBusySeconds(() => stat)).toBe(14)
  })

  it('is undefined without /proc', () => {
    expect(
      machineBusySeconds(() => {
        throw new Error('ENOENT')
      }),
    ).toBeUndefined()
  })
})
