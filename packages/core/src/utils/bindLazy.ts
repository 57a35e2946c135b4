/** A module function that takes a context first, seen from outside with the context bound. */
export type Bound<F> = F extends (context: never, ...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never

/**
 * Binds functions of a lazily loaded module to a context. `bind('connect')` is a function that
 * loads the module on its first call (`load` is expected to cache, as `import()` does) and then
 * calls the module's `connect(context, ...args)`. It keeps a kit's first load small: the entry
 * holds one short line per action instead of a wrapper each.
 *
 * @example
 * const bind = bindLazy(ctx, () => import('./actions'))
 * const connect = bind('connect') // (parameters) => Promise<…>
 */
export function bindLazy<C, M>(context: C, load: () => Promise<M>) {
  return <K extends keyof M>(name: K): Bound<M[K]> =>
    ((...args: unknown[]) =>
      load().then((module) => (module[name] as (context: C, ...args: unknown[]) => unknown)(context, ...args))) as Bound<M[K]>
}
