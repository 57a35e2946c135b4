import { type Address, assertIsAddress, lamports } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import type { AddressInfo } from 'node:net'
import { SolanaDevnetError } from './errors'
import {
  SOLANA_TEST_CHAIN_DEFAULT_PORT,
  SOLANA_TEST_CHAIN_GENESIS_HASH,
  SOLANA_TEST_CHAIN_ID,
  SOLANA_TEST_CHAIN_NAME,
  SOLANA_TEST_TOKEN,
} from './network'
import { createRpcHandler } from './rpc/createRpcHandler'
import { serveRpc } from './rpc/serveRpc'
import { createTestToken, type SolanaTestToken } from './testToken'

export type StartSolanaDevnetOptions = {
  /** Port of the JSON-RPC front; 0 picks a free one. Default 8899. */
  port?: number | undefined
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Accounts funded at start (base58 addresses): SOL and the test token. */
  fund?: readonly string[] | undefined
  /** SOL each funded account gets, in lamports. Default 1000 SOL. */
  lamports?: bigint | undefined
  /** Test tokens each funded account gets, in whole tokens. Default 10 000. */
  tokens?: bigint | undefined
}

export type SolanaDevnet = {
  /** The JSON-RPC URL (`http://127.0.0.1:8899`). */
  rpcUrl: string
  /** CAIP-2 id (`solana:<first 32 characters of the genesis hash>`). */
  caipNetworkId: typeof SOLANA_TEST_CHAIN_ID
  genesisHash: string
  name: string
  /** The funded accounts. */
  accounts: readonly Address[]
  /** The SPL test token (Portico USD, 6 decimals) every funded account holds. */
  token: SolanaTestToken
  /** Stops the RPC front (the chain lives in this process and goes with it). */
  stop(): Promise<void>
}

/**
 * Starts a local Solana test chain: LiteSVM (the Solana runtime, with the system and SPL token
 * programs) in this process, behind a JSON-RPC HTTP front with the methods @solana/kit and wallets
 * use. The funded accounts get SOL and the test token. Transactions are processed as they arrive
 * and are final at once.
 *
 * @example
 * const chain = await startSolanaDevnet({ port: 0, fund: [wallet.address] })
 * const rpc = createSolanaRpc(chain.rpcUrl)
 * await chain.stop()
 */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const { port = SOLANA_TEST_CHAIN_DEFAULT_PORT, host = '127.0.0.1', fund = [] } = options
  const sol = options.lamports ?? 1_000_000_000_000n
  for (const address of fund) {
    try {
      assertIsAddress(address)
    } catch (cause) {
      throw new SolanaDevnetError(`Cannot fund ${JSON.stringify(address)}: not a Solana address`, { cause })
    }
  }
  const accounts = [...new Set(fund)] as Address[]
  const svm = new LiteSVM()
  for (const address of accounts) svm.airdrop(address, lamports(sol))
  const token = await createTestToken(svm, {
    ...SOLANA_TEST_TOKEN,
    holders: accounts,
    amount: (options.tokens ?? 10_000n) * 10n ** BigInt(SOLANA_TEST_TOKEN.decimals),
  })
  const server = serveRpc(createRpcHandler({ svm, genesisHash: SOLANA_TEST_CHAIN_GENESIS_HASH }))
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new SolanaDevnetError(`Cannot listen on ${host}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use' : error.message}`, { cause: error })),
    )
    server.listen({ host, port }, () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    rpcUrl: `http://${host}:${bound}`,
    caipNetworkId: SOLANA_TEST_CHAIN_ID,
    genesisHash: SOLANA_TEST_CHAIN_GENESIS_HASH,
    name: SOLANA_TEST_CHAIN_NAME,
    accounts,
    token,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
