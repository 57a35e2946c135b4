import { chainNamespaces } from './chainNamespaces'
import type { ChainNamespace } from './types'

/**
 * Whether a value is one of the supported chain namespaces (case-sensitive, as CAIP-2 requires).
 *
 * @example
 * isChainNamespace('eip155') // true
 * isChainNamespace('EIP155') // false
 * isChainNamespace('tron') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
