import type { ChainNamespace } from './types'

/**
 * Every chain namespace Portico supports, in display order.
 *
 * @example
 * chainNamespaces.includes('solana') // true
 */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const satisfies readonly ChainNamespace[]
