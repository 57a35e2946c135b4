import { readmeBlock } from './createConsumerApp.ts'

export type Devnet = { chainId: number; rpcUrl: string }

/**
 * A README block with one chain added, the devnet the tests run on: the only change made to the
 * README's code, so a test wallet can connect and sign there.
 */
export function onDevnet(code: string, { chainId, rpcUrl }: Devnet): string {
  const chains = 'chains: [mainnet, base]'
  if (!code.includes(chains)) throw new Error(`The README's quick start no longer has \`${chains}\``)
  const devnet = `defineChain({ id: ${chainId}, name: 'Portico Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } } })`
  const withChain = code.replace(chains, `chains: [mainnet, base, ${devnet}]`)
  // After a 'use client' directive, which must stay first.
  const directive = /^'use client'\n/.exec(withChain)?.[0] ?? ''
  return `${directive}import { defineChain } from 'viem'\n${withChain.slice(directive.length)}`
}

/** The README's Vite quick-start `src/App.tsx`, word for word. */
export function quickStartApp(): string {
  return readmeBlock('src/App.tsx')
}

/** The Vite quick start on the devnet. */
export function quickStartAppOnDevnet(devnet: Devnet): string {
  return onDevnet(quickStartApp(), devnet)
}

/** The README's Next.js files, by path in the app, with the devnet added where the chains are. */
export function nextAppFilesOnDevnet(devnet: Devnet): Record<string, string> {
  const paths = ['app/layout.tsx', 'app/providers.tsx', 'app/page.tsx', 'app/sign-message.tsx']
  return Object.fromEntries(
    paths.map((path) => {
      const code = readmeBlock(path)
      return [path, path === 'app/providers.tsx' ? onDevnet(code, devnet) : code]
    }),
  )
}
