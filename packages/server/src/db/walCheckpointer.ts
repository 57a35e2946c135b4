import { Worker } from 'node:worker_threads'

export type WalCheckpointerOptions = {
  /** The SQLite file (in WAL mode). */
  path: string
  /** How often the worker looks at the WAL. Default 200 ms. */
  everyMs?: number
  /** WAL frames (pages) from which the worker checkpoints, as SQLite's automatic checkpoint would. Default 1,000. */
  checkpointFrames?: number
  /** WAL frames (pages) above which the worker restarts the WAL, waiting for the writer. Default 10,000 (about 40 MB). */
  restartFrames?: number
  /** Called once if the worker fails; the caller then checkpoints on its own connection again. */
  onFailure: (error: Error) => void
}

export type WalCheckpointer = {
  /** Stops the worker (it closes its connection). Safe to call twice. */
  stop(): void
}

// The worker, as CommonJS source (a separate module file would need its own entry in the package's build).
// It checkpoints once the WAL holds `checkpointFrames`, read from the wal-index header in the -shm file
// (mxFrame, a 32-bit integer in native byte order at offset 16: sqlite.org/walformat.html), as SQLite's
// automatic checkpoint does: the writer that next starts the WAL over syncs its header (a small fsync on
// the server's thread), so checkpointing more often than that would sync more often. A passive
// checkpoint never waits and never makes a writer wait. Frames written while it ran keep the WAL from
// starting over from its beginning, so under a steady write load the file would grow: past
// `restartFrames` a RESTART checkpoint waits (in this thread, up to 5 s) for the writer and readers and
// lets the next write start the WAL over; the server's own writes meanwhile see SQLITE_BUSY and retry
// asynchronously (ImmediateSqliteDialect). SQLITE_BUSY here (another instance checkpointing) is skipped.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const { DatabaseSync } = require('node:sqlite')
const { openSync, readSync } = require('node:fs')
const { endianness } = require('node:os')
const database = new DatabaseSync(workerData.path, { timeout: 5000 })
const header = Buffer.alloc(4)
let shm
const frames = () => {
  try {
    shm ??= openSync(workerData.path + '-shm', 'r')
    readSync(shm, header, 0, 4, 16)
    return endianness() === 'LE' ? header.readUInt32LE(0) : header.readUInt32BE(0)
  } catch {
    return Infinity
  }
}
database.exec('pragma synchronous = NORMAL')
const passive = database.prepare('pragma wal_checkpoint(PASSIVE)')
const restart = database.prepare('pragma wal_checkpoint(RESTART)')
const busy = (error) => typeof error.errcode === 'number' && ((error.errcode & 0xff) === 5 || (error.errcode & 0xff) === 6)
const timer = setInterval(() => {
  try {
    if (frames() < workerData.checkpointFrames) return
    if (passive.get().log > workerData.restartFrames) restart.get()
  } catch (error) {
    if (busy(error)) return
    clearInterval(timer)
    parentPort.postMessage({ failed: String(error && error.message) })
  }
}, workerData.everyMs)
parentPort.on('message', () => {
  clearInterval(timer)
  if (shm !== undefined) require('node:fs').closeSync(shm)
  database.close()
  parentPort.close()
})
`

/**
 * Runs SQLite's WAL checkpoints in a worker thread with a connection of its own, so the server's
 * connection can turn its automatic checkpoints off (`wal_autocheckpoint = 0`). An automatic
 * checkpoint runs inside whichever write crosses 1,000 WAL pages, synchronously, and ends with an
 * fsync of the database file: the whole event loop waited for the disk, 5 to 50 ms on the VM it was
 * measured on, every few hundred requests (every request writes its rate-limit counter).
 */
export function startWalCheckpointer({ path, everyMs = 200, checkpointFrames = 1_000, restartFrames = 10_000, onFailure }: WalCheckpointerOptions): WalCheckpointer {
  const worker = new Worker(workerSource, { eval: true, workerData: { path, everyMs, checkpointFrames, restartFrames } })
  worker.unref()
  let stopped = false
  const fail = (error: Error) => {
    if (stopped) return
    stopped = true
    void worker.terminate()
    onFailure(error)
  }
  worker.on('message', (message: { failed?: string }) => fail(new Error(`WAL checkpoint failed: ${message.failed}`)))
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`the WAL checkpoint worker exited (${code})`)))
  return {
    stop() {
      if (stopped) return
      stopped = true
      worker.postMessage('stop')
    },
  }
}
