import { spawn } from 'node:child_process'

// vitest's section headers for what made a run fail, failed tests or errors outside any test
const failureSection = /^⎯+ (Failed Tests|Failed Suites|Unhandled Errors?|Unhandled Rejection)/
const ansi = /\x1b\[[0-9;]*m/g

/**
 * What of a failed step's output says why it failed: from vitest's first failure section (80 lines at
 * most), else the last 40 lines. The suite prints it again at the end, where a CI log's tail shows it.
 */
export function failureExcerpt(lines) {
  const plain = lines.map((line) => line.replace(ansi, ''))
  const start = plain.findIndex((line) => failureSection.test(line))
  return start === -1 ? plain.slice(-40) : plain.slice(start, start + 80)
}

/**
 * Runs one step of the suite to its end and times it. With `prefix`, each line of its output is
 * written as `[name] line`, so two lanes running side by side stay readable, and kept, so a failed
 * step's result carries the `excerpt` that says why. With `cpu` (childCpu.mjs's meter), the result
 * carries the CPU seconds the step's process tree spent (`cpuSeconds`).
 */
export function runStep({ name, command, args, env }, { prefix, cpu }) {
  const started = Date.now()
  console.log(`${prefix ? `[${name}] ` : ''}${name}: ${command} ${args.join(' ')}`)
  const output = []
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = ''
        stream.setEncoding('utf8')
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n')
          rest = lines.pop()
          for (const line of lines) out.write(`[${name}] ${line}\n`)
          output.push(...lines)
        })
        stream.on('end', () => {
          if (!rest) return
          out.write(`[${name}] ${rest}\n`)
          output.push(rest)
        })
      }
    }
    child.on('close', (code, signal) => {
      const ms = Date.now() - started
      const cpuSeconds = cpu?.take()
      const ok = code === 0
      console.log(`${prefix ? `[${name}] ` : ''}${name}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} in ${Math.round(ms / 1000)} s`)
      resolve({ name, ms, ok, cpuSeconds, ...(ok ? {} : { excerpt: failureExcerpt(output) }) })
    })
  })
}
