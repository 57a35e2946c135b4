import { parseArgs as nodeParseArgs, type ParseArgsConfig } from 'node:util'
import { CliUsageError } from '../errors.ts'

type Options = NonNullable<ParseArgsConfig['options']>

/** `node:util` parseArgs, strict, with its errors turned into `CliUsageError`. */
export function parseArgs<O extends Options>(args: string[], options: O) {
  try {
    return nodeParseArgs({ args, options, strict: true, allowPositionals: true })
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message.replace(/\. To specify a positional.*$/s, '') : String(error))
  }
}

/** `a,b , c` → `['a', 'b', 'c']`; `''` → `[]`. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** `on` / `off` → boolean. */
export function onOff(flag: string, value: string): boolean {
  if (value === 'on') return true
  if (value === 'off') return false
  throw new CliUsageError(`--${flag} takes on or off, got "${value}"`)
}
