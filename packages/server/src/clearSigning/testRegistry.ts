import { defaultDescriptors } from './descriptors.ts'
import { createClearSigningRegistry } from './registry.ts'

/** The shipped descriptors, indexed (tests share one). */
export const shippedRegistry = createClearSigningRegistry(defaultDescriptors)
export const eth = { symbol: 'ETH', decimals: 18 }
