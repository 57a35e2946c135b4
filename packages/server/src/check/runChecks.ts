import { resolveChains } from '../chains/chains.ts'
import { loadConfig, type ServerConfig } from '../config.ts'
import { createDatabase } from '../db/createDatabase.ts'
import { productionEndpoints } from '../embedded/social/providers.ts'
import { checkChainRpc } from './checkChainRpc.ts'
import { checkDatabase } from './checkDatabase.ts'
import { checkMasterKey } from './checkMasterKey.ts'
import { checkOrigins } from './checkOrigins.ts'
import { checkBundler, checkPaymasterDeposit, checkPaymasterSigner } from './checkPaymaster.ts'
import { checkSmtp } from './checkSmtp.ts'
import { checkSocialProviders } from './checkSocialProviders.ts'

export type RunChecksOptions = {
  /** Also check the built-in public chains' default upstreams (default: only the chains the configuration names). */
  allChains?: boolean | undefined
  /** Per upstream; default 5 s. */
  timeoutMs?: number | undefined
}

/**
 * `portico-server check`: everything a configuration (the same environment `start` reads) needs
 * before going live. Returns one line per problem, none when all is well. Changes nothing.
 */
export async function runChecks(env: Record<string, string | undefined>, options: RunChecksOptions = {}): Promise<string[]> {
  const problems = [...checkMasterKey(env), ...checkPaymasterSigner(env)]
  let config: ServerConfig
  try {
    config = loadConfig(env)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // A bad master key is already a line of its own (checkMasterKey).
    if (!(problems.length && /master key/.test(message))) problems.push(message)
    return problems
  }
  const timeout = { timeoutMs: options.timeoutMs }
  if (config.embeddedWallet) problems.push(...checkOrigins({ publicUrl: config.publicUrl, frameOrigin: config.embeddedWallet.frameOrigin }))
  const chains = resolveChains(config.rpcUrls, { devnet: config.devnet })
  const named = chains.filter((chain) => options.allChains || chain.chainId in config.rpcUrls || chain.devnet)
  const databaseProblems = await checkDatabase({ url: config.databaseUrl, sqlitePath: config.sqlitePath })
  problems.push(...databaseProblems)
  const results = await Promise.all([
    config.embeddedWallet ? checkSmtp(config.embeddedWallet.smtpUrl, timeout) : [],
    ...named.map((chain) => checkChainRpc(chain, timeout)),
    ...Object.entries(config.bundlerUrls).map(([chainId, bundlerUrl]) => checkBundler({ chainId: Number(chainId), bundlerUrl }, timeout)),
    ...Object.entries(config.paymaster?.paymasters ?? {}).map(([chainId, address]) =>
      checkPaymasterDeposit({ chainId: Number(chainId), rpcUrl: chains.find((chain) => chain.chainId === Number(chainId))?.rpcUrl }, address, timeout),
    ),
    config.embeddedWallet && !databaseProblems.length ? checkProjectsSocial(config, env, options) : [],
  ])
  return [...problems, ...results.flat()]
}

async function checkProjectsSocial(config: ServerConfig, env: Record<string, string | undefined>, options: RunChecksOptions): Promise<string[]> {
  const database = createDatabase({ url: config.databaseUrl, sqlitePath: config.sqlitePath })
  try {
    const rows = await database.db.selectFrom('embedded_social_clients').select(['project_id', 'provider', 'secret_env']).execute()
    const clients = rows.map((row) => ({ projectId: row.project_id, provider: row.provider, secretEnv: row.secret_env }))
    return await checkSocialProviders(clients, productionEndpoints, env, options)
  } finally {
    await database.destroy()
  }
}
