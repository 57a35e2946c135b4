import { DatabaseSync } from 'node:sqlite'
import { inject } from 'vitest'

/**
 * The demo server's SQLite file, opened beside the running server (Node's built-in node:sqlite, as the
 * server uses): a write waits up to 5 s for the server's write lock, as the server's own writes would.
 */
export function openServerDatabase(options: { readOnly?: boolean } = {}): DatabaseSync {
  return new DatabaseSync(inject('sqlitePath'), { timeout: 5_000, readOnly: options.readOnly ?? false })
}
