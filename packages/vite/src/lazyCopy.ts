import type { Plugin } from 'vite'

/** The suffix that marks a module's second copy (kept for lazy chunks). */
export const LAZY_COPY = '?lazy-copy'

export type LazyCopyRule = {
  /** What the rule is for (shown in the plugin's name when debugging). */
  name: string
  /** The shared module, matched against its resolved id. */
  module: RegExp
  /** The import specifiers that can name it: a cheap filter, so other imports are not resolved twice. */
  source: RegExp
  /** Importers that get the copy. The others (the page's first load) keep the original. */
  copyFor(importer: string): boolean
}

/**
 * Gives lazy chunks their own copy of a shared library module.
 *
 * A bundler puts a module in one chunk, with every export any chunk uses. When the first load
 * needs three classes of a module and a lazy chunk needs the other thirty, all thirty-three land in
 * the first load. With this plugin the lazy importers resolve the module to a copy (same file,
 * `?lazy-copy` id), so the first load keeps only what it uses and the lazy chunks carry the rest.
 *
 * A copy is a second instance: only use it for modules whose identity nobody compares across the
 * two sides (pure functions, or error classes nobody checks with `instanceof` across them).
 * Modules the copy imports resolve to the originals, unless a rule says otherwise.
 */
export function lazyCopy(rules: readonly LazyCopyRule[]): Plugin {
  return {
    name: 'portico:lazy-copy',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      const rulesForImporter = rules.filter((rule) => rule.source.test(source) && rule.copyFor(importer))
      if (rulesForImporter.length === 0) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external || resolved.id.endsWith(LAZY_COPY)) return null
      if (!rulesForImporter.some((rule) => rule.module.test(resolved.id))) return null
      return { ...resolved, id: resolved.id + LAZY_COPY }
    },
  }
}
