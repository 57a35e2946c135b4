import { spawn } from 'node:child_process'

/**
 * Runs one step of the suite to its end and times it. With `prefix`, each line of its output is
 * written as `[name] line`, so two lanes running side by side stay readable.
 */
export function runStep({ name, command, args, env }, { prefix }) {
  const started = Date.now()
  console.log(`${prefix ? `[${name}] ` : ''}${name}: ${command} ${args.join(' ')}`)
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
        })
        stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`))
      }
    }
    child.on('close', (code, signal) => {
      const ms = Date.now() - started
      const ok = code === 0
      console.log(`${prefix ? `[${name}] ` : ''}${name}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} in ${Math.round(ms / 1000)} s`)
      resolve({ name, ms, ok })
    })
  })
}
