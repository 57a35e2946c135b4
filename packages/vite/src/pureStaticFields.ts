import type { Plugin } from 'vite'

// `Object.defineProperty(Class, "key", { enumerable: true, configurable: true, writable: true, value: V });`
// as TypeScript emits for `static key = V` (useDefineForClassFields) at a module's top level.
const STATIC_FIELD =
  /\nObject\.defineProperty\((\w+), "(\w+)", \{\s*enumerable: true,\s*configurable: true,\s*writable: true,\s*value: ([^\n]+)\n\}\);/g

/**
 * Turns compiled static class fields back into `static key = value` class fields.
 *
 * viem's error modules set each class's `code` with a top-level `Object.defineProperty` call. A
 * bundler must keep every call (it could have side effects), and with it every class, used or not.
 * A static field is the same property, defined the same way, but inside the class, so an unused
 * class can be dropped. Files where a class cannot be found are left as they are.
 */
export function pureStaticFields(include: RegExp): Plugin {
  return {
    name: 'portico:pure-static-fields',
    transform(code, id) {
      if (!include.test(id)) return null
      return rewriteStaticFields(code)
    },
  }
}

/** The rewritten module, or `null` when there is nothing to rewrite or a class is not found. */
export function rewriteStaticFields(code: string): { code: string; map: null } | null {
  const fields = new Map<string, string[]>()
  let out = code.replace(STATIC_FIELD, (_, name: string, key: string, value: string) => {
    fields.set(name, [...(fields.get(name) ?? []), `static ${key} = ${value};`])
    return ''
  })
  if (fields.size === 0) return null
  for (const [name, statics] of fields) {
    const head = new RegExp(`(\\bclass ${name}(?: extends [\\w.]+)? \\{)`)
    if (!head.test(out)) return null
    out = out.replace(head, `$1 ${statics.join(' ')}`)
  }
  return { code: out, map: null }
}
