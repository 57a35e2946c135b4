import { type ChildProcess, spawn } from 'node:child_process'
import { AnvilExitedError, DevnetTimeoutError, PortInUseError } from '../errors.ts'
import { assertPortFree } from '../utils/assertPortFree.ts'
import { onProcessExit } from '../utils/onProcessExit.ts'
import { waitForRpc } from '../utils/waitForRpc.ts'

export type SpawnAnvilParameters = {
  /** Path of the anvil binary (see `resolveAnvilBinary`). */
  binary: string
  chainId: number
  host: string
  /** 0 picks a free port. */
  port: number
  mnemonic: string
  /** Do not forward anvil's output to this process's stdout/stderr. */
  silent: boolean
  /** Milliseconds to wait for the node to answer. */
  timeout?: number
}

export type AnvilInstance = {
  chainId: number
  port: number
  rpcUrl: string
  process: ChildProcess
  /** Sends SIGKILL at once (for exit handlers, which must be synchronous). */
  kill(): void
  /** Terminates the node and resolves once it exited (its port is then free). */
  stop(): Promise<void>
}

const listeningPattern = /Listening on (\S+):(\d+)/

/**
 * Starts one anvil node and resolves once its JSON-RPC answers.
 *
 * @throws {PortInUseError} when a fixed `port` is taken.
 * @throws {AnvilExitedError} when anvil exits early.
 */
export async function spawnAnvil({
  binary,
  chainId,
  host,
  port,
  mnemonic,
  silent,
  timeout = 10_000,
}: SpawnAnvilParameters): Promise<AnvilInstance> {
  if (port !== 0) await assertPortFree(host, port)

  // Not `--silent`: we read the "Listening on host:port" line (the only way to learn a port
  // anvil picked itself), and forward the output only when `silent` is false.
  const child = spawn(
    binary,
    ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--mnemonic', mnemonic, '--accounts', '10'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  // Never leave a node behind: it would keep the port, and the next run would talk to it.
  const disposeExitHook = onProcessExit(kill)
  child.once('exit', disposeExitHook)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(kill, 2_000)
      await exited
      clearTimeout(timer)
    }
  }

  let output = ''
  const keepOutput = (chunk: Buffer) => {
    if (output.length < 16_384) output += chunk.toString()
  }
  child.stdout!.on('data', (chunk: Buffer) => {
    keepOutput(chunk)
    if (!silent) process.stdout.write(chunk)
  })
  child.stderr!.on('data', (chunk: Buffer) => {
    keepOutput(chunk)
    if (!silent) process.stderr.write(chunk)
  })

  try {
    const actualPort = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new DevnetTimeoutError(`anvil (chain ${chainId}) did not start listening within ${timeout} ms.`)),
        timeout,
      )
      const onData = () => {
        const match = listeningPattern.exec(output)
        if (!match) return
        cleanup()
        resolve(Number(match[2]))
      }
      const onExit = (exitCode: number | null, signal: NodeJS.Signals | null) => {
        cleanup()
        if (port !== 0 && /address already in use/i.test(output)) reject(new PortInUseError({ host, port }))
        else reject(new AnvilExitedError({ exitCode, signal, output }))
      }
      const onError = (error: Error) => {
        cleanup()
        reject(error)
      }
      const cleanup = () => {
        clearTimeout(timer)
        child.stdout!.off('data', onData)
        child.off('exit', onExit)
        child.off('error', onError)
      }
      child.stdout!.on('data', onData)
      child.once('exit', onExit)
      child.once('error', onError)
    })
    const rpcUrl = `http://${connectHost(host)}:${actualPort}`
    await waitForRpc(rpcUrl, { timeout })
    return { chainId, port: actualPort, rpcUrl, process: child, kill, stop }
  } catch (error) {
    kill()
    throw error
  }
}

/** The address to reach a server listening on `host` (wildcards mean loopback). */
function connectHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') ? `[${host}]` : host
}
