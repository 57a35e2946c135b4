import { readFileSync } from 'node:fs'

export type Devnet = { chainId: number; rpcUrl: string }

/** The example apps a developer copies, as `createConsumerApp` templates (relative to consumers/). */
export const viteExample = '../examples/vite'
export const nextExample = '../examples/nextjs'

/** A file of an example app, as committed: `exampleFile('vite', 'src/App.tsx')`. */
export function exampleFile(example: 'vite' | 'nextjs', path: string): string {
  return readFileSync(new URL(`../examples/${example}/${path}`, import.meta.url), 'utf8')
}

/**
 * An example's code with one chain added, the devnet the tests run on: the only change made to the
 * example, so a test wallet can connect and sign there.
 */
export function onDevnet(code: string, { chainId, rpcUrl }: Devnet): string {
  const chains = 'chains: [mainnet, base]'
  if (!code.includes(chains)) throw new Error(`The example no longer has \`${chains}\``)
  const devnet = `defineChain({ id: ${chainId}, name: 'Portico Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } } })`
  const withChain = code.replace(chains, `chains: [mainnet, base, ${devnet}]`)
  // After a 'use client' directive, which must stay first.
  const directive = /^'use client'\n/.exec(withChain)?.[0] ?? ''
  return `${directive}import { defineChain } from 'viem'\n${withChain.slice(directive.length)}`
}

/** The Vite quick start: examples/vite's `src/App.tsx`, which the README shows word for word. */
export function quickStartApp(): string {
  return exampleFile('vite', 'src/App.tsx')
}

/** The Vite quick start on the devnet. */
export function quickStartAppOnDevnet(devnet: Devnet): string {
  return onDevnet(quickStartApp(), devnet)
}

/** The files of examples/nextjs that change on the devnet (its providers, with the devnet chain). */
export function nextAppFilesOnDevnet(devnet: Devnet): Record<string, string> {
  return { 'app/providers.tsx': onDevnet(exampleFile('nextjs', 'app/providers.tsx'), devnet) }
}
