import type { Devnet } from './types.ts'

/**
 * A human summary of a running devnet: each chain's name, id, RPC URL, token addresses, Uniswap v2 router
 * and pools, the ERC-4337 EntryPoint and account factory, the verifying paymaster, and the bundler's URL when one runs.
 */
export function formatDevnet(devnet: Pick<Devnet, 'chains' | 'accounts'>): string {
  const lines: string[] = []
  for (const chain of devnet.chains) {
    lines.push(`${chain.name} (chain id ${chain.chainId})`, `  RPC URL: ${chain.rpcUrl}`)
    for (const token of chain.tokens) {
      lines.push(`  ${token.symbol.padEnd(5)} ${token.address}  (${token.name}, ${token.decimals} decimals)`)
    }
    lines.push(`  Uniswap v2 Router02 ${chain.amm.router} (factory ${chain.amm.factory}, WETH9 ${chain.amm.weth})`)
    for (const pool of chain.amm.pools) lines.push(`  pool ${pool.name.padEnd(9)} ${pool.address}`)
    const aa = chain.accountAbstraction
    lines.push(`  ERC-4337 EntryPoint v${aa.entryPointVersion} ${aa.entryPoint}, SimpleAccountFactory ${aa.simpleAccountFactory}`)
    lines.push(`  ERC-4337 EntryPoint v0.7 ${aa.entryPoint07}, Safe 1.4.1 ${aa.safeSingleton} with Safe4337Module ${aa.safe4337Module}`)
    lines.push(`  VerifyingPaymaster (v0.7, deposited and staked) ${chain.paymaster}`)
    if (chain.bundlerUrl) lines.push(`  Bundler: ${chain.bundlerUrl}`)
    lines.push('')
  }
  lines.push(`Funded test accounts: ${devnet.accounts[0]} … (${devnet.accounts.length}, from the test mnemonic)`)
  return lines.join('\n')
}
