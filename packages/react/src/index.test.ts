import type { PayErrorType, SignMessageErrorType } from '@portico/core/actions'
import { expect, expectTypeOf, test } from 'vitest'
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

// The hook naming rule (README, "Hooks and components"): a hook with the name of one of wagmi's has
// that hook's shape; every other hook is usePortico…
const wagmiNamed = ['useCallsStatus', 'useDisconnect', 'useSendCalls', 'useSendTransaction', 'useSignMessage', 'useSwitchConnection']
const deprecatedNames = ['useBalance', 'usePay', 'useTokenBalances']

test('every hook is usePortico…, or has the name of one of wagmi\'s hooks', () => {
  const hooks = Object.keys(react).filter((name) => /^use[A-Z]/.test(name))
  expect(hooks.filter((name) => !name.startsWith('usePortico') && !wagmiNamed.includes(name) && !deprecatedNames.includes(name))).toEqual([])
  expect(wagmiNamed.filter((name) => !hooks.includes(name))).toEqual([])
})

test("the mutation hooks' error is typed by the action's ErrorType, as wagmi's", () => {
  expectTypeOf<ReturnType<typeof react.useSignMessage>['error']>().toEqualTypeOf<SignMessageErrorType | undefined>()
  expectTypeOf<ReturnType<typeof react.usePorticoPay>['error']>().toEqualTypeOf<PayErrorType | undefined>()
  expectTypeOf<ReturnType<typeof react.useSignMessage>['signMessageAsync']>().returns.resolves.toEqualTypeOf<string>()
})
