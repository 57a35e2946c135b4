/** What a path reads from: the decoded arguments or message (`#.`, or no root) and the container (`@.`: `to`, `value`, `from`, `chainId`). */
export type PathRoots = { data: unknown; container: Record<string, unknown> }

/** Paths longer than this, or with more steps, are not read (a descriptor's paths are short). */
const maxSteps = 12

type Step = { name: string } | { index: number } | { slice: [number, number | undefined] } | { all: true }

/**
 * Parses an ERC-7730 path (dot notation; name, index, slice and `[]` selectors): `params.amountIn`,
 * `path.[-1]`, `path[0]`, `params.path.[0:20]` (bytes 0 to 19, the end excluded), `@.to`, `data.[]`.
 */
export function parsePath(path: string): { root: 'data' | 'container'; steps: Step[] } | undefined {
  const root: 'data' | 'container' = path.startsWith('@.') ? 'container' : 'data'
  const rest = path.startsWith('@.') || path.startsWith('#.') ? path.slice(2) : path
  const steps: Step[] = []
  for (const part of rest.split('.')) {
    const match = /^([A-Za-z_$][\w$]*)?((?:\[[^\]]*\])*)$/.exec(part)
    if (!match) return undefined
    if (match[1]) steps.push({ name: match[1] })
    for (const [, selector] of (match[2] ?? '').matchAll(/\[([^\]]*)\]/g)) {
      if (selector === '') steps.push({ all: true })
      else if (/^-?\d+$/.test(selector!)) steps.push({ index: Number(selector) })
      else {
        const slice = /^(-?\d*):(-?\d*)$/.exec(selector!)
        if (!slice) return undefined
        steps.push({ slice: [slice[1] ? Number(slice[1]) : 0, slice[2] ? Number(slice[2]) : undefined] })
      }
    }
  }
  return steps.length > 0 && steps.length <= maxSteps ? { root, steps } : undefined
}

const isBytes = (value: unknown): value is string => typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)

/**
 * The values `path` names (several through `[]`, none when it does not lead anywhere): objects
 * by name, arrays by index (negative from the end), hex bytes by slice.
 */
export function readPath(roots: PathRoots, path: string): unknown[] {
  const parsed = parsePath(path)
  if (!parsed) return []
  let values: unknown[] = [parsed.root === 'data' ? roots.data : roots.container]
  for (const step of parsed.steps) {
    const next: unknown[] = []
    for (const value of values) {
      if ('name' in step) {
        if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, step.name)) next.push((value as Record<string, unknown>)[step.name])
      } else if ('index' in step) {
        if (Array.isArray(value)) {
          const at = step.index < 0 ? value.length + step.index : step.index
          if (at >= 0 && at < value.length) next.push(value[at])
        }
      } else if ('all' in step) {
        if (Array.isArray(value)) next.push(...value)
      } else if (isBytes(value)) {
        const length = (value.length - 2) / 2
        const [from, to = length] = step.slice
        const start = from < 0 ? length + from : from
        const end = to < 0 ? length + to : to
        if (start >= 0 && end <= length && start < end) next.push(`0x${value.slice(2 + start * 2, 2 + end * 2)}`)
      }
    }
    values = next
  }
  return values
}
