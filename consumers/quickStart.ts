import { readmeBlock } from './createConsumerApp.ts'

/** The README's quick-start `src/App.tsx`, word for word. */
export function quickStartApp(): string {
  return readmeBlock('src/App.tsx')
}

/**
 * The quick start plus one chain, the devnet the tests run on: the only change to the README's code,
 * so a test wallet can connect and sign there.
 */
export function quickStartAppOnDevnet({ chainId, rpcUrl }: { chainId: number; rpcUrl: string }): string {
  const app = quickStartApp()
  const chains = 'chains: [mainnet, base]'
  if (!app.includes(chains)) throw new Error(`The README's quick start no longer has \`${chains}\``)
  const devnet = `defineChain({ id: ${chainId}, name: 'Portico Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } } })`
  return `import { defineChain } from 'viem'\n${app.replace(chains, `chains: [mainnet, base, ${devnet}]`)}`
}
