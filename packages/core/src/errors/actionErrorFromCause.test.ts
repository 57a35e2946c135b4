import { describe, expect, test } from 'vitest'
import { actionErrorFromCause } from './actionErrorFromCause'
import { AdapterMethodNotSupportedError } from './adapterMethod'
import { NetworkOutsideAdapterError } from '../networks/errors'
import { UserRejectedRequestError, WalletDefaultError } from './wallet'

describe('actionErrorFromCause', () => {
  test("keeps an adapter's own errors, so the app learns why", () => {
    const notHere = new AdapterMethodNotSupportedError({ method: 'sendTransaction', chainNamespace: 'polkadot' })
    expect(actionErrorFromCause(notHere)).toBe(notHere)
    const outside = new NetworkOutsideAdapterError({ caipNetworkId: 'eip155:1', chainNamespace: 'solana' })
    expect(actionErrorFromCause(outside)).toBe(outside)
  })

  test("types a wallet's answer by its code", () => {
    expect(actionErrorFromCause(Object.assign(new Error('no'), { code: 4001 }))).toBeInstanceOf(UserRejectedRequestError)
    expect(actionErrorFromCause(new Error('boom'))).toBeInstanceOf(WalletDefaultError)
  })
})
