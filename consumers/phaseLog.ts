import { endedChildrenCpuSeconds } from '../scripts/testing/childCpu.mjs'

/**
 * A log whose lines say when each step of a long set-up began or ended: `[name] 123 s, CPU 45 s: line`,
 * seconds since the log was made and the CPU seconds spent since then, by this process and by its
 * children that have ended (npm, the builds; childCpu.mjs). The difference between two lines is what a
 * step took; steps running side by side share it.
 */
export function createPhaseLog(name: string): (line: string) => void {
  const started = Date.now()
  const cpu = () => {
    const own = process.cpuUsage()
    return (own.user + own.system) / 1e6 + (endedChildrenCpuSeconds() ?? 0)
  }
  const cpuAtStart = cpu()
  return (line) => console.log(`[${name}] ${Math.round((Date.now() - started) / 1000)} s, CPU ${Math.round(cpu() - cpuAtStart)} s: ${line}`)
}
