import { readFileSync } from 'node:fs'

/**
 * The CPU seconds (user + system) of this process's children that have ended and been waited for:
 * Linux's `cutime` and `cstime` in /proc/self/stat, which take in each child's whole process tree
 * (vitest's workers, Chromium, npm's installs) as it ends. `undefined` where there is no /proc.
 */
export function endedChildrenCpuSeconds(read = () => readFileSync('/proc/self/stat', 'utf8')) {
  let stat
  try {
    stat = read()
  } catch {
    return undefined
  }
  // Fields after the command's closing parenthesis, from field 3 (state) on: cutime is field 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[13]) + Number(fields[14])
  return Number.isFinite(ticks) ? ticks / 100 : undefined
}

/**
 * Measures each step's CPU time: `take()` at a step's end is the CPU of the children that ended since the
 * last `take()`, which is that step's own process tree (steps in the lanes end at different moments).
 */
export function createCpuMeter(read) {
  let last = endedChildrenCpuSeconds(read)
  return {
    take() {
      const now = endedChildrenCpuSeconds(read)
      if (now === undefined || last === undefined) return undefined
      const spent = now - last
      last = now
      return spent
    },
  }
}

/**
 * The whole machine's busy CPU seconds so far (every process, also those outside the steps' trees:
 * the Postgres cluster, daemons): /proc/stat's first line, all but idle and iowait, in 1/100 s ticks.
 * `undefined` where there is no /proc.
 */
export function machineBusySeconds(read = () => readFileSync('/proc/stat', 'utf8')) {
  let stat
  try {
    stat = read()
  } catch {
    return undefined
  }
  const line = stat.split('\n').find((l) => l.startsWith('cpu '))
  if (!line) return undefined
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
  const ticks = user + nice + system + irq + softirq + (steal ?? 0)
  return Number.isFinite(ticks) ? ticks / 100 : undefined
}
