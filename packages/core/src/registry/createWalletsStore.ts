import { createStore } from 'zustand/vanilla'
import type { RegistryWallet } from '../server/types'

type ListStatus = 'idle' | 'loading' | 'ready' | 'error'

export type WalletsState = {
  /** The app's featured wallets, in the app's order. */
  featured: readonly RegistryWallet[]
  /** The registry's top wallets not installed here (RECOMMENDED_WALLETS_COUNT at most). */
  recommended: readonly RegistryWallet[]
  connectStatus: ListStatus
  /** Registry entries of the wallets installed in this browser (matched by rdns). */
  installed: readonly RegistryWallet[]
  /** The All Wallets list: the pages loaded so far, in order. */
  all: readonly RegistryWallet[]
  /** How many wallets the whole list has. */
  count: number
  /** The last page loaded (0: none). */
  page: number
  allStatus: ListStatus
  search: { query: string; results: readonly RegistryWallet[]; count: number; status: ListStatus }
}

/** The registry's wallets as the Connect and All Wallets views show them. */
export function createWalletsStore() {
  return createStore<WalletsState>(() => ({
    featured: [],
    recommended: [],
    connectStatus: 'idle',
    installed: [],
    all: [],
    count: 0,
    page: 0,
    allStatus: 'idle',
    search: { query: '', results: [], count: 0, status: 'idle' },
  }))
}

export type WalletsStore = ReturnType<typeof createWalletsStore>
