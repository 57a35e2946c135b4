/** The warning Node 22 prints once when `node:sqlite` loads (Node 24 prints none). */
const sqliteWarning = /^SQLite is an experimental feature/

/**
 * Keeps Node's one-line "SQLite is an experimental feature" ExperimentalWarning off the CLI's stderr
 * (Node 22 prints it when the server opens its SQLite database; Node 24 does not), and every other
 * warning as Node prints it: the listeners already on `warning` (Node's own printer) get all the
 * others. Call it before `node:sqlite` is imported: the CLI imports the server afterwards.
 */
export function hideSqliteWarning(target: NodeJS.Process = process): void {
  const printers = target.listeners('warning')
  target.removeAllListeners('warning')
  target.on('warning', (warning) => {
    if (warning.name === 'ExperimentalWarning' && sqliteWarning.test(warning.message)) return
    for (const print of printers) print.call(target, warning)
  })
}
