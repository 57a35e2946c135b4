import { BaseError } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { WalletConnectNotInstalledError } from './errors'

describe('WalletConnectNotInstalledError', () => {
  test('names the packages to install and keeps the cause', () => {
    const cause = new Error('Could not resolve "@walletconnect/core"')
    const error = new WalletConnectNotInstalledError({ cause })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe('WalletConnect is not installed')
    expect(error.details).toContain('npm install @walletconnect/universal-provider @walletconnect/sign-client @walletconnect/core')
    expect(error.cause).toBe(cause)
  })
})
