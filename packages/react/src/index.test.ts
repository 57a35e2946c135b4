import { expect, test } from 'vitest'
import * as react from './index'

// The runtime half of the entry (types leave no trace at run time): a change here is an API change.
test('@portico/react exports', () => {
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "PorticoButton",
      "PorticoEmbedded",
      "PorticoProvider",
      "locales",
      "messages",
      "preloadModal",
      "useBalance",
      "useCallsStatus",
      "useDisconnect",
      "usePay",
      "usePortico",
      "usePorticoAccount",
      "usePorticoConnections",
      "usePorticoNetwork",
      "usePorticoSession",
      "useSendCalls",
      "useSendTransaction",
      "useSignMessage",
      "useSwitchConnection",
      "useTokenBalances",
    ]
  `)
})
