/**
 * The one lazy boundary of the kit: `import('./lazy')`, the module that lists every action loaded
 * after start-up. Everything in createPortico and porticoMethods that runs such an action goes
 * through here, so bundlers make one chunk of it and the first load pays for none of it.
 */
export const loadLazy = () => import('./lazy')

/** The lazy module's exports (types only: importing this type loads nothing). */
export type LazyModule = Awaited<ReturnType<typeof loadLazy>>
