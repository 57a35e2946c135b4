import type { KitContext } from '../kit/context'

export function multiWalletEnabled(ctx: KitContext): boolean {
  if (ctx.features.getState().features.multiWallet) return true
  ctx.alerts.show({
    variant: 'info',
    code: 'multi_wallet_not_enabled',
    title: 'Multi-Wallet Not Enabled',
    message: 'Multi-wallet support is not enabled for this project.',
  })
  return false
}
