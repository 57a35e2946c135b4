import { defaultDescriptors } from '../clearSigning/descriptors.ts'
import { createClearSigningRegistry } from '../clearSigning/registry.ts'

/** The shipped descriptors, indexed (tests share one). */
export const shippedRegistry = createClearSigningRegistry(defaultDescriptors)
export const eth = { symbol: 'ETH', decimals: 18 }
