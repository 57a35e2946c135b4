import { expect, test } from 'vitest'
import * as evm from './index'

// The runtime half of the entry (types leave no trace at run time): a change here is an API change.
test('@portico/evm exports', () => {
  expect(Object.keys(evm).sort()).toMatchInlineSnapshot(`
    [
      "evmAdapter",
      "lazyHttp",
      "toCaipNetwork",
    ]
  `)
})

test('@portico/evm/walletConnect exports', async () => {
  expect(Object.keys(await import('./walletConnect')).sort()).toMatchInlineSnapshot(`
    [
      "WalletConnectNotInstalledError",
      "walletConnect",
    ]
  `)
})

test('@portico/evm/embeddedWallet exports', async () => {
  expect(Object.keys(await import('./embeddedWallet')).sort()).toEqual(['embeddedWallet'])
})
