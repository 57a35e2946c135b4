/** The RPC of each chain the server verifies signatures on, by CAIP-2 id. */
export type RpcUrls = Readonly<Record<string, string>>

/** The local devnet (`@portico/devnet`): 31337 on 8545 and 31338 on 8546. */
export const defaultRpcUrls: RpcUrls = {
  'eip155:31337': 'http://127.0.0.1:8545',
  'eip155:31338': 'http://127.0.0.1:8546',
}

/**
 * Parses `PORTICO_RPC_URLS`: comma-separated `chain=url` pairs where `chain` is a CAIP-2 id or an
 * EVM chain id (`1=https://…,eip155:10=https://…`). Returns undefined for an empty value.
 *
 * @throws {Error} naming the bad entry.
 */
export function parseRpcUrls(value: string | undefined): RpcUrls | undefined {
  if (!value?.trim()) return undefined
  const urls: Record<string, string> = {}
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const at = entry.indexOf('=')
    const chain = entry.slice(0, at).trim()
    const url = entry.slice(at + 1).trim()
    const caip2 = /^\d+$/.test(chain) ? `eip155:${chain}` : chain
    if (at < 1 || !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(caip2) || !/^https?:\/\/\S+$/.test(url))
      throw new Error(`PORTICO_RPC_URLS: expected chain=http(s)://url, got "${entry}"`)
    urls[caip2] = url
  }
  return urls
}
