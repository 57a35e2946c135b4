/**
 * The kit's lazy boundary: `import('./lazy')`, the module that lists every action loaded after
 * start-up. Everything in createPortico and porticoMethods that runs such an action goes through
 * here, so bundlers make one chunk of it and the first load pays for none of it.
 */
export const loadLazy = () => import('./lazy')

/**
 * The background start with a server (remote config, allowed origins, analytics: startRemote.ts),
 * a chunk of its own: it runs right after start-up, and the lazy module can wait for the visitor.
 */
export const loadStartRemote = () => import('../server/startRemote')

/** The lazy module's exports (types only: importing this type loads nothing). */
export type LazyModule = Awaited<ReturnType<typeof loadLazy>>
