export type DevnetErrorParameters = {
  /** The underlying error, if any. */
  cause?: unknown
}

/** Base class of every error `@portico/devnet` throws. */
export class DevnetError extends Error {
  override name = 'DevnetError'

  constructor(message: string, parameters: DevnetErrorParameters = {}) {
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
  }
}

/**
 * A fixed port asked for in `chains[].port` is already taken. Refusing to start is deliberate:
 * a stale anvil on that port would make the app talk to an old chain.
 */
export class PortInUseError extends DevnetError {
  override name = 'PortInUseError'
  readonly host: string
  readonly port: number

  constructor({ host, port, cause }: { host: string; port: number; cause?: unknown }) {
    super(
      `Port ${port} on ${host} is already in use (a stale devnet?). Stop whatever listens there, or pick another port (port: 0 picks a free one).`,
      { cause },
    )
    this.host = host
    this.port = port
  }
}

/** No anvil binary is installed for this platform. */
export class AnvilNotFoundError extends DevnetError {
  override name = 'AnvilNotFoundError'
  readonly platform: string
  readonly arch: string

  constructor({ platform, arch, cause }: { platform: string; arch: string; cause?: unknown }) {
    super(
      `No anvil binary for ${platform}-${arch}: install @foundry-rs/anvil with its optional platform package for this machine.`,
      { cause },
    )
    this.platform = platform
    this.arch = arch
  }
}

/** anvil exited before it was ready. */
export class AnvilExitedError extends DevnetError {
  override name = 'AnvilExitedError'
  readonly exitCode: number | null
  readonly output: string

  constructor({ exitCode, signal, output }: { exitCode: number | null; signal: string | null; output: string }) {
    super(
      `anvil exited before it was ready (${signal ? `signal ${signal}` : `exit code ${exitCode}`})${output ? `:\n${output.trim()}` : '.'}`,
    )
    this.exitCode = exitCode
    this.output = output
  }
}

/** anvil did not answer in time. */
export class DevnetTimeoutError extends DevnetError {
  override name = 'DevnetTimeoutError'
}

/** solc reported errors while compiling the test token. */
export class SolcCompileError extends DevnetError {
  override name = 'SolcCompileError'
  readonly errors: string[]

  constructor(errors: string[], source = 'TestToken.sol') {
    super(`Compiling ${source} failed:\n${errors.join('\n')}`)
    this.errors = errors
  }
}
