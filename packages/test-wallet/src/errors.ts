export type TestWalletErrorParameters = {
  /** The underlying error, if any. */
  cause?: unknown
}

/** Base class of the errors the test wallet throws in Node (misuse of its API, timeouts). */
export class TestWalletError extends Error {
  override name = 'TestWalletError'

  constructor(message: string, parameters: TestWalletErrorParameters = {}) {
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
  }
}

/** `switchChain` was asked for a chain the wallet does not know (see `addChain`). */
export class UnknownChainError extends TestWalletError {
  override name = 'UnknownChainError'
  readonly chainId: number

  constructor(chainId: number) {
    super(`The test wallet does not know chain ${chainId}. Add it first with addChain({ id, rpcUrl }) or the \`chains\` option.`)
    this.chainId = chainId
  }
}

/** `approve()` / `reject()` found no request waiting for approval (manual mode). */
export class NoPendingRequestError extends TestWalletError {
  override name = 'NoPendingRequestError'
}

/** `waitForRequest()` timed out. */
export class WaitForRequestTimeoutError extends TestWalletError {
  override name = 'WaitForRequestTimeoutError'
  readonly method: string

  constructor(method: string, timeout: number) {
    super(`The page sent no ${method} request within ${timeout} ms.`)
    this.method = method
  }
}

/** No Chromium executable at the expected path. */
export class ChromiumNotFoundError extends TestWalletError {
  override name = 'ChromiumNotFoundError'
  readonly executablePath: string

  constructor(executablePath: string) {
    super(
      `No Chromium at ${executablePath}. Install it (e.g. \`apt-get install chromium\`), or pass \`executablePath\` or set CHROMIUM_PATH.`,
    )
    this.executablePath = executablePath
  }
}

/**
 * An EIP-1193 error as the page sees it: the wallet answers the request with
 * `{ code, message, data? }`, and the provider in the page throws an `Error` carrying them.
 */
export class ProviderRpcError extends TestWalletError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** 4001: the user (the test) rejected the request. */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError'
  constructor() {
    super(4001, 'User rejected the request.')
  }
}

/** 4100: the dapp is not connected, or asked for an account it was not given. */
export class UnauthorizedError extends ProviderRpcError {
  override name = 'UnauthorizedError'
  constructor() {
    super(4100, 'The requested account and/or method has not been authorized by the user.')
  }
}

/** 4200: the wallet does not support the method. */
export class UnsupportedMethodError extends ProviderRpcError {
  override name = 'UnsupportedMethodError'
  constructor(method: string) {
    super(4200, `The test wallet does not support ${method}.`)
  }
}

/** 4902: `wallet_switchEthereumChain` to a chain the wallet does not know. */
export class UnrecognizedChainError extends ProviderRpcError {
  override name = 'UnrecognizedChainError'
  constructor(chainIdHex: string) {
    super(4902, `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`)
  }
}

/** -32602: malformed params. */
export class InvalidParamsError extends ProviderRpcError {
  override name = 'InvalidParamsError'
  constructor(message: string) {
    super(-32602, message)
  }
}

/** 5700: `wallet_sendCalls` asked for a capability the wallet does not have (and did not mark it optional). */
export class UnsupportedCapabilityError extends ProviderRpcError {
  override name = 'UnsupportedCapabilityError'
  constructor(capability: string) {
    super(5700, `The test wallet does not support the capability ${capability}.`)
  }
}

/** 5710: `wallet_sendCalls` for a chain where the wallet cannot send batches. */
export class UnsupportedChainIdError extends ProviderRpcError {
  override name = 'UnsupportedChainIdError'
  constructor(chainIdHex: string) {
    super(5710, `The test wallet cannot send calls on chain ${chainIdHex}.`)
  }
}

/** 5720: `wallet_sendCalls` with an id the wallet already used. */
export class DuplicateCallsIdError extends ProviderRpcError {
  override name = 'DuplicateCallsIdError'
  constructor(id: string) {
    super(5720, `The calls id ${id} was already used.`)
  }
}

/** 5730: `wallet_getCallsStatus` / `wallet_showCallsStatus` for an id the wallet never sent. */
export class UnknownCallsIdError extends ProviderRpcError {
  override name = 'UnknownCallsIdError'
  constructor(id: string) {
    super(5730, `The test wallet sent no calls with id ${id}.`)
  }
}
