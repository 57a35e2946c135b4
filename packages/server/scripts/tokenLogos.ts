import { renderLogoDisc } from './networkLogos.ts'

/**
 * The tokens that get their real logo from `@web3icons/core` (`tokens/branded/<SYMBOL>`), by the
 * symbol `/v1/token-icons/<SYMBOL>.svg` is asked for. Others (the devnet's PUSD and PTK, unlisted
 * tokens) keep their generated monogram.
 */
export const tokenLogos: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'POL', 'MATIC', 'ARB', 'OP', 'BNB', 'AVAX', 'CELO', 'GNO', 'SOL']

/** A token's committed icon: its logo on a white disc (as networks get theirs). */
export function renderTokenIcon(symbol: string): Promise<string> {
  return renderLogoDisc('tokens', symbol, symbol)
}
