const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * Runs `cleanup` (synchronously) when the process exits or gets SIGINT/SIGTERM/SIGHUP.
 * After a signal, if no one else handles it, the signal is raised again so the process
 * still ends the way it would have without us. Returns a function that unregisters.
 */
export function onProcessExit(cleanup: () => void): () => void {
  let done = false
  const onExit = () => {
    if (done) return
    done = true
    dispose()
    cleanup()
  }
  const onSignal = (signal: NodeJS.Signals) => {
    onExit()
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  const dispose = () => {
    process.off('exit', onExit)
    for (const signal of signals) process.off(signal, onSignal)
  }
  process.on('exit', onExit)
  for (const signal of signals) process.on(signal, onSignal)
  return dispose
}
