import type { Session } from './types.ts'

/** CAIP-2 chains of a namespace: its `chains`, else those of its accounts (`eip155:1:0xabc` -> `eip155:1`). */
export function chainsOf(session: Session | undefined, namespace: string): string[] {
  const ns = session?.namespaces[namespace]
  if (!ns) return []
  const chains = ns.chains?.length ? ns.chains : ns.accounts.map((a) => a.split(':').slice(0, 2).join(':'))
  return [...new Set(chains)]
}

/** The addresses of a chain's accounts (all of the namespace's without a chain), once each, in order. */
export function addressesOf(session: Session | undefined, namespace: string, chainId?: string): string[] {
  const accounts = session?.namespaces[namespace]?.accounts ?? []
  const onChain = chainId ? accounts.filter((a) => a.startsWith(`${chainId}:`)) : accounts
  return [...new Set((onChain.length ? onChain : accounts).map((a) => a.split(':').slice(2).join(':')))]
}

/** `1`, `'0x1'`, `'1'` or `'eip155:1'` -> `'eip155:1'`. */
export function toCaip2(namespace: string, chain: unknown): string {
  const text = String(chain)
  if (text.includes(':')) return text
  return `${namespace}:${namespace === 'eip155' ? Number(text) : text}`
}
