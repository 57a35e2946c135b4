import { getAddress, isAddress } from 'viem'

/**
 * What the server knows of a chain namespace: how its addresses look. Routes that take an address
 * on any network (pay) ask `namespaceRule` for the asset's namespace, as the kit asks each adapter
 * (`ChainRules`), and never branch on a namespace name; a namespace without a rule here is one
 * this server does not serve.
 */
export type NamespaceRule = {
  /** Whether `value` is an address of this namespace (any case where the namespace allows). */
  isAddress(value: string): boolean
  /** The address as the server answers it (EIP-55 checksummed on eip155). */
  normalizeAddress(value: string): string
}

const rules: Readonly<Record<string, NamespaceRule>> = {
  eip155: {
    isAddress: (value) => isAddress(value, { strict: false }),
    normalizeAddress: (value) => getAddress(value),
  },
}

/** The rule of `namespace` (`eip155`), or undefined when this server serves none of its networks. */
export function namespaceRule(namespace: string): NamespaceRule | undefined {
  return Object.hasOwn(rules, namespace) ? rules[namespace] : undefined
}
