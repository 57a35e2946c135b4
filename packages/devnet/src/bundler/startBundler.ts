import { spawn } from 'node:child_process'
import { type Address, type Hex, numberToHex, parseEther, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { devnetBundlerAccountIndexes } from '../constants.ts'
import { DevnetError, DevnetTimeoutError } from '../errors.ts'
import { rpc } from '../rpc.ts'
import { assertPortFree } from '../utils/assertPortFree.ts'
import { findFreePort } from '../utils/findFreePort.ts'
import { onProcessExit } from '../utils/onProcessExit.ts'
import { resolveAltoCli } from './resolveAltoCli.ts'

export type StartBundlerParameters = {
  /** The chain's JSON-RPC URL. */
  rpcUrl: string
  chainId: number
  /** The EntryPoint(s) to serve. */
  entryPoints: readonly Address[]
  mnemonic: string
  /** 0 picks a free port. The bundler listens on every interface (alto binds 0.0.0.0). */
  port: number
  silent: boolean
  /** Milliseconds to wait for the bundler to answer. */
  timeout?: number
}

export type BundlerInstance = {
  /** Its JSON-RPC endpoint (`eth_sendUserOperation`, `eth_getUserOperationReceipt`…). */
  url: string
  port: number
  /** Terminates the bundler and resolves once it exited. */
  stop(): Promise<void>
}

/**
 * Starts Pimlico's alto (GPL-3.0-or-later; a development tool, never bundled into an app) as the
 * ERC-4337 bundler of one devnet chain and resolves once it answers `eth_supportedEntryPoints`.
 * It signs with two accounts of the mnemonic outside the 10 test accounts
 * ({@link devnetBundlerAccountIndexes}), which are given ETH here. Safe mode is off (it needs a
 * tracing node), and the 200 ms block time makes it poll the chain every 50 ms.
 *
 * @throws {PortInUseError} when a fixed `port` is taken.
 * @throws {DevnetError} when alto exits early; {@link DevnetTimeoutError} when it does not answer.
 */
export async function startBundler({ rpcUrl, chainId, entryPoints, mnemonic, port, silent, timeout = 60_000 }: StartBundlerParameters): Promise<BundlerInstance> {
  const host = '127.0.0.1'
  if (port !== 0) await assertPortFree('0.0.0.0', port)
  const listenPort = port === 0 ? await findFreePort() : port
  const [executor, utility] = [devnetBundlerAccountIndexes.executor, devnetBundlerAccountIndexes.utility].map((addressIndex) =>
    mnemonicToAccount(mnemonic, { addressIndex }),
  )
  for (const account of [executor!, utility!]) await rpc(rpcUrl, 'anvil_setBalance', [account.address, numberToHex(parseEther('1000'))])
  const key = (account: typeof executor): Hex => toHex(account!.getHdKey().privateKey!)

  const args = [
    resolveAltoCli(),
    ...['--entrypoints', entryPoints.join(','), '--rpc-url', rpcUrl, '--port', String(listenPort)],
    ...['--executor-private-keys', key(executor), '--utility-private-key', key(utility)],
    ...['--safe-mode', 'false', '--block-time', '200', '--log-level', silent ? 'error' : 'info'],
    // On anvil a bundle is alone in its block, and anvil suggests the last block's tip as the priority
    // fee. By default alto bids what the operations pay (less 10 %) and wallets (viem) ask twice the
    // suggestion, so every sponsored operation nearly doubled the next one's tip (2 to 132 gwei in 8
    // operations, measured; issue 35). A static 1 gwei network tip and a 60 % commission keep the
    // bundle's tip at 1 gwei, so the suggestion stays there.
    ...['--static-max-priority-fee-per-gas', '1', '--bundler-initial-commission', '60'],
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    if (output.length < 16_384) output += chunk.toString()
    if (!silent) process.stderr.write(chunk)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null
  const kill = () => {
    if (running()) child.kill('SIGKILL')
  }
  const disposeExitHook = onProcessExit(kill)
  child.once('exit', disposeExitHook)
  const stop = async () => {
    if (!running()) return
    child.kill('SIGTERM')
    const timer = setTimeout(kill, 2_000)
    await exited
    clearTimeout(timer)
  }

  const url = `http://${host}:${listenPort}/rpc`
  try {
    const deadline = Date.now() + timeout
    for (;;) {
      if (!running()) throw new DevnetError(`The bundler for chain ${chainId} exited before it was ready:\n${output.trim()}`)
      if (Date.now() > deadline) throw new DevnetTimeoutError(`The bundler for chain ${chainId} did not answer within ${timeout} ms.`)
      const served = await rpc<string[]>(url, 'eth_supportedEntryPoints', []).catch(() => undefined)
      if (served) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return { url, port: listenPort, stop }
  } catch (error) {
    kill()
    throw error
  }
}
