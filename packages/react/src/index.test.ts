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
      "usePorticoBalance",
      "usePorticoConnections",
      "usePorticoNetwork",
      "usePorticoPay",
      "usePorticoSession",
      "usePorticoTokenBalances",
      "useSendCalls",
      "useSendTransaction",
      "useSignMessage",
      "useSwitchConnection",
      "useTokenBalances",
    ]
  `)
})

// Renamed hooks keep their old name for one minor: the same function, so either name behaves alike.
test('the deprecated hook names are the renamed hooks', () => {
  expect(react.useBalance).toBe(react.usePorticoBalance)
  expect(react.useTokenBalances).toBe(react.usePorticoTokenBalances)
  expect(react.usePay).toBe(react.usePorticoPay)
})
