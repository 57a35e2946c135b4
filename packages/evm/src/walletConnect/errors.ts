import { BaseError } from '@portico/core'

export type WalletConnectNotInstalledErrorType = WalletConnectNotInstalledError & { name: 'WalletConnectNotInstalledError' }

/**
 * Thrown when WalletConnect is used but the app has not installed its client, an optional peer
 * dependency of `@portico/evm` (apps without WalletConnect do not carry it).
 *
 * @example
 * throw new WalletConnectNotInstalledError({ cause })
 * // WalletConnect is not installed
 */
export class WalletConnectNotInstalledError extends BaseError {
  override name = 'WalletConnectNotInstalledError' as const

  constructor({ cause }: { cause?: unknown } = {}) {
    super('WalletConnect is not installed', {
      cause,
      details:
        'Install its client next to @portico/evm: npm install @walletconnect/universal-provider @walletconnect/sign-client @walletconnect/core',
    })
  }
}
