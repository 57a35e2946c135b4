import { type ChainCapability, type ChainRules, noChainRules } from '../adapter/chainRules'
import type { ChainNamespace } from '../caip/types'
import type { KitContext } from './context'

/** The rules the adapter of `namespace` declares (`Adapter.chain`); `noChainRules` without one. */
export function chainRules(ctx: Pick<KitContext, 'adapters'>, namespace: ChainNamespace): ChainRules {
  return ctx.adapters.get(namespace)?.chain ?? noChainRules
}

/** Whether the adapter of `namespace` declares `capability`. */
export function chainSupports(ctx: Pick<KitContext, 'adapters'>, capability: ChainCapability, namespace: ChainNamespace): boolean {
  return chainRules(ctx, namespace).capabilities.includes(capability)
}
