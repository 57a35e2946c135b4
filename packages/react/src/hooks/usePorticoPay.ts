import type { PayState } from '@portico/core'
import type { PayErrorType } from '@portico/core/actions'
import { usePorticoContext } from '../context'
import { useAction } from './useAction'
import { useStore } from './useStore'

const selectStep = (state: PayState) => state.status

/**
 * Asks the visitor for a payment (the Pay view) and follows it: `data` is the confirmed payment
 * (hash and receipt), `error` a `Pay…Error` (e.g. PayCancelledError), `step` where the Pay view is
 * (`ready`, `sending`, `confirming`…). Calling `pay` again for the same payment while it is under
 * way joins it.
 *
 * @example
 * const { pay, payAsync, data, error } = usePorticoPay() // payAsync returns the promise (it rejects on failure)
 * <button onClick={() => pay({ recipient: 'alice', asset: 'eip155:8453/erc20:0x8335…2913', amount: '5' })}>Pay 5 USDC</button>
 */
export function usePorticoPay() {
  const { portico } = usePorticoContext()
  const { mutate, mutateAsync, ...state } = useAction(portico.pay)
  const step = useStore(portico.stores.pay, selectStep)
  // `error` is typed by what the action throws, as wagmi types a mutation's error.
  return { ...state, error: state.error as PayErrorType | undefined, step, pay: mutate, payAsync: mutateAsync }
}

/** @deprecated Renamed `usePorticoPay` (hooks without a wagmi namesake are `usePortico*`); this alias goes in the next minor. */
export const usePay = usePorticoPay
