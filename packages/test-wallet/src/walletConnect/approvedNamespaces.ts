import type { Address } from 'viem'

export const walletConnectMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
] as const
export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const

/**
 * The eip155 namespace the wallet supports: every chain it knows (current chain first, which dapps take
 * as the session's chain), one account per chain.
 */
export function supportedEip155(chainIds: readonly number[], current: number, address: Address) {
  const ordered = [current, ...chainIds.filter((id) => id !== current)]
  return {
    chains: ordered.map((id) => `eip155:${id}`),
    methods: [...walletConnectMethods],
    events: [...walletConnectEvents],
    accounts: ordered.map((id) => `eip155:${id}:${address}`),
  }
}
