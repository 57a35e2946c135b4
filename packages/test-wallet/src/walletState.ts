import type { Address } from 'viem'
import type { HDAccount } from 'viem/accounts'
import type { Signer } from './signing.ts'
import type { Eip5792 } from './smartAccount/eip5792.ts'
import type { SmartAccounts } from './smartAccount/smartAccounts.ts'
import type { RequestLogEntry } from './requestLog.ts'
import type { ApprovalMode, WalletChain } from './types.ts'

/** What the wallet remembers, in Node (so it outlives page reloads). */
export type WalletState = {
  mode: ApprovalMode
  /** The page was given the accounts (`eth_accounts` permission). */
  permitted: boolean
  /** When the permission was granted (ms since epoch). */
  permittedAt: number
  chainId: number
  chains: Map<number, WalletChain>
  accountIndex: number
}

/** What request handling needs from the wallet. */
export type WalletContext = {
  state: WalletState
  /** The account at `index` of the mnemonic. */
  account(index: number): HDAccount
  /** The address the page sees for account `index`: the mnemonic's, or the Safe it owns in smart-account mode. */
  address(index: number): Address
  /** What signs for account `index` on `chain` (the Safe in smart-account mode). */
  signer(index: number, chain: WalletChain): Promise<Signer>
  /** Smart-account mode: the Safes and EIP-5792. */
  smart?: { accounts: SmartAccounts; eip5792: Eip5792 } | undefined
  /** Waits for the user's (test's) decision per `state.mode`; throws 4001 on rejection. */
  requestApproval(entry: RequestLogEntry): Promise<void>
  /** Dispatches an EIP-1193 event to the page (all frames). */
  emit(event: 'accountsChanged' | 'chainChanged', payload: unknown): Promise<void>
}

/** The current chain. */
export function currentChain(state: WalletState): WalletChain {
  return state.chains.get(state.chainId)!
}
