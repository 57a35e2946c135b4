import type { EIP1193RequestFn, HttpTransportConfig, Transport } from 'viem'

/**
 * viem's `http` transport, with its code (fetch, batching, retries, timeouts) in a lazy chunk that
 * loads on the first request or on `preload`. The kit's start-up makes no RPC call, so the page's
 * first load does not carry the HTTP client (~2 kB gzip).
 *
 * @example
 * evmAdapter({ chains: [mainnet], transports: { 1: lazyHttp('https://rpc.example') } })
 */
export function lazyHttp(url?: string, config?: HttpTransportConfig): Transport<'http'> {
  return (parameters) => {
    let inner: Promise<ReturnType<Transport>> | undefined
    const load = () => {
      inner ??= import('./http').then(({ http }) => http(url, config)(parameters))
      return inner
    }
    const request: EIP1193RequestFn = async (args, options) => (await load()).request(args, options)
    return {
      // Retries, timeouts and batching happen in the inner transport; this one only defers loading it.
      config: {
        key: config?.key ?? 'http',
        name: config?.name ?? 'HTTP JSON-RPC',
        request,
        retryCount: 0,
        retryDelay: config?.retryDelay ?? 150,
        timeout: config?.timeout ?? 10_000,
        type: 'http',
      },
      request,
      value: { url },
    }
  }
}
