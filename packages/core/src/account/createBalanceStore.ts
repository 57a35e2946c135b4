import { createStore } from 'zustand/vanilla'
import type { Balance } from '../adapter/types'

export type BalanceEntry = {
  balance: Balance | undefined
  status: 'idle' | 'loading' | 'success' | 'error'
  /** When the last fetch settled (ms since epoch). */
  updatedAt: number
}

export type BalanceState = Readonly<Record<string, BalanceEntry>>

/** Native balances keyed by CAIP-10 address; the kit decides when to fetch (spec: cached 30 s). */
export function createBalanceStore() {
  const store = createStore<BalanceState>(() => ({}))
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    get(caipAddress: string): BalanceEntry | undefined {
      return store.getState()[caipAddress]
    },
    set(caipAddress: string, entry: Partial<BalanceEntry>) {
      store.setState((state) => ({
        ...state,
        [caipAddress]: { balance: undefined, status: 'idle', updatedAt: 0, ...state[caipAddress], ...entry },
      }))
    },
    clear() {
      store.setState({}, true)
    },
  }
}

export type BalanceStore = ReturnType<typeof createBalanceStore>
