import type { OpenLoopResult } from './openLoop.ts'
import type { ServerPauses } from './serverChild.ts'

/** One run at a fixed offered rate, with the server side's CPU time per request it cost. */
export type Probe = OpenLoopResult & {
  serverCpuMs: number
  databaseCpuMs: number | undefined
  /** Share of the server's core that other processes (the machine's other jobs) took during the run, 0 to 1; undefined when not pinned. */
  othersOnCore: number | undefined
  /** What held the server's event loop during the run. */
  pauses: ServerPauses
}

/** p99 at or under the bound, nothing failed, and the offered rate was served (a saturated server queues requests). */
export const sustains = (probe: Probe, p99Ms: number) => probe.p99 <= p99Ms && probe.errors === 0 && probe.rps >= probe.offered * 0.97

/**
 * The highest offered rate (req/s) at which `run` keeps p99 ≤ `p99Ms`: doubling from `start` until a
 * run fails, then halving the interval `bisections` times (to the nearest 10 req/s). Resolves with
 * every probe (in order) and the best sustained one (undefined if even the lowest rate tried failed).
 */
export async function searchRate(
  run: (rate: number) => Promise<Probe>,
  { start = 100, max = 50_000, bisections = 3, p99Ms = 20, onProbe = (_probe: Probe) => {} } = {},
): Promise<{ best: Probe | undefined; probes: Probe[] }> {
  const probes: Probe[] = []
  const probe = async (rate: number) => {
    const result = await run(rate)
    probes.push(result)
    onProbe(result)
    return result
  }
  let best: Probe | undefined
  let bad: number | undefined
  for (let rate = start; rate <= max; rate *= 2) {
    const result = await probe(rate)
    if (!sustains(result, p99Ms)) {
      bad = rate
      break
    }
    best = result
  }
  if (bad === undefined) return { best, probes }
  let good = best?.offered ?? 0
  let high: number = bad
  for (let step = 0; step < bisections; step += 1) {
    const rate: number = Math.round((good + high) / 20) * 10
    if (rate <= good || rate >= high) break
    const result = await probe(rate)
    if (sustains(result, p99Ms)) {
      good = rate
      best = result
    } else {
      high = rate
    }
  }
  return { best, probes }
}
