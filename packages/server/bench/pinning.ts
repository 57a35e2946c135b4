import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/** Whether the load generator and the server can each have a core of their own (`taskset`, two cores or more). */
export function canPin(): boolean {
  return availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0
}

/** Pins a running process and all its threads (libuv's pool among them) to one core; processes it forks later inherit it. */
export function pin(pid: number, cpu: number): void {
  execFileSync('taskset', ['-a', '-cp', String(cpu), String(pid)], { stdio: 'ignore' })
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** `/proc/<pid>/stat` fields after the command name: [ppid, utime, stime, cutime, cstime] (clock ticks). */
function stat(pid: number): { ppid: number; own: number; reaped: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) }
  } catch {
    return undefined // gone meanwhile
  }
}

/** The direct children of `pid` (a Postgres cluster: the postmaster's backends and workers). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => stat(child)?.ppid === pid)
}

/**
 * CPU time of a process and its children, in ms: its own, its live children's, and what it reaped
 * from children that exited (Postgres backends that closed). /proc counts in clock ticks (10 ms).
 */
export function treeCpuMs(pid: number): number {
  const root = stat(pid)
  if (!root) return 0
  const children = childrenOf(pid).reduce((sum, child) => sum + (stat(child)?.own ?? 0), 0)
  return ((root.own + root.reaped + children) * 1000) / ticksPerSecond
}

/** The parent of a process (a Postgres backend's: the postmaster). */
export function parentOf(pid: number): number {
  const found = stat(pid)
  if (!found) throw new Error(`no process ${pid}`)
  return found.ppid
}

/** Busy time of one core so far (every process's, from /proc/stat: user, nice, system, irq, softirq, steal), in ms. */
export function coreBusyMs(cpu: number): number {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`cpu${cpu} `))
  if (!line) return 0
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
  return (((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 1000) / ticksPerSecond
}
