import { bitcoinFeaturesPart } from '../bitcoin/walletSource.ts'
import { solanaFeaturesPart } from '../solana/walletSource.ts'
import { composeWalletSource, standardConnectPart } from '../standardWalletSource.ts'

/**
 * The one Wallet Standard wallet of the multi-namespace test wallet (see standardWalletSource.ts):
 * `standard:connect` (the accounts of both namespaces), `standard:disconnect`, `standard:events`,
 * and the Solana and Bitcoin features.
 */
export const multichainWalletSource = composeWalletSource('createPorticoMultichainTestWallet', { standardConnectPart, solanaFeaturesPart, bitcoinFeaturesPart })
