import type { AccountStore, SendState } from '../account/createAccountStore'

/** Changes part of the send state. */
export function setSend(store: AccountStore, patch: Partial<SendState>) {
  store.setState((state) => ({ send: { ...state.send, ...patch } }))
}

/** Clears the send state, keeping the balances to pick from. */
export function resetSend(store: AccountStore) {
  store.setState((state) => ({ send: { loading: false, tokenBalances: state.send.tokenBalances } }))
}
