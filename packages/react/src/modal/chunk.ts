/**
 * A lazy chunk loaded once: `load()` imports it (again after a failure), `loaded()` is its module once
 * in, so a view can render it in the same frame instead of suspending.
 */
export function chunk<M>(importer: () => Promise<M>) {
  let pending: Promise<M> | undefined
  let module: M | undefined
  return {
    load(): Promise<M> {
      pending ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    loaded: (): M | undefined => module,
  }
}
