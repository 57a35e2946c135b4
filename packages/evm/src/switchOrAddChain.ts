import { UnrecognizedChainError } from '@portico/core'
import { walletErrorFromCause } from '@portico/core/internal'
import { type Chain, type EIP1193Provider, numberToHex } from 'viem'

/**
 * Asks an EIP-1193 wallet to switch to `chain`. When the wallet does not know the chain (4902),
 * it adds it with `wallet_addEthereumChain` and then switches (some wallets switch while adding;
 * others need the second request). Wallet errors come back typed (4001, 4902, 5000, 32603).
 */
export async function switchOrAddChain(provider: EIP1193Provider, chain: Chain): Promise<void> {
  const chainId = numberToHex(chain.id)
  const switchTo = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchTo()
    return
  } catch (cause) {
    const error = walletErrorFromCause(cause)
    if (!(error instanceof UnrecognizedChainError)) throw error
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: [...chain.rpcUrls.default.http],
          blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
        },
      ],
    })
    const current = await provider.request({ method: 'eth_chainId' })
    if (Number(current) !== chain.id) await switchTo()
  } catch (cause) {
    throw walletErrorFromCause(cause)
  }
}
