import type { Devnet, StartDevnetOptions } from '../../packages/devnet/src/types.ts'
import { testPaymasterSigner } from '../../packages/server/src/testing/paymaster.ts'

/** The shared devnet as the test files get it: everything but `stop` (the global setup stops it). */
export type SharedDevnet = Omit<Devnet, 'stop'>

declare module 'vitest' {
  interface ProvidedContext {
    sharedDevnet: SharedDevnet | undefined
  }
}

/**
 * Two chains (31337 and 31338, as the test wallet's harness had them) with a bundler beside each,
 * and the verifying paymaster trusting the server's test signer (the sponsored UserOperation test).
 */
export const sharedDevnetOptions: StartDevnetOptions = {
  chains: [
    { chainId: 31337, port: 0, name: 'Portico Devnet' },
    { chainId: 31338, port: 0, name: 'Portico Devnet 2' },
  ],
  bundler: true,
  paymasterSigner: testPaymasterSigner.address,
}

/**
 * The files on the shared devnet, and the test-mnemonic accounts each one owns (sends from, or
 * signs with): no two files share an account, so no nonce, balance or Safe of one is touched by
 * another. Account 0 deployed the tokens at start-up; the bundler signs with accounts outside the
 * ten (`devnetBundlerAccountIndexes`). Only the sponsored UserOperation test spends from the
 * verifying paymaster's deposit (and checks it), so no other file may use a paymaster.
 */
export const sharedDevnetAccounts = {
  'packages/test-wallet/src/smartAccount/smartAccountWallet.test.ts': [1, 2, 3, 4, 9],
  'packages/server/src/paymaster/sponsoredUserOperation.test.ts': [5],
  'packages/server/src/embedded/smartAccountSigner.test.ts': [6, 7],
  'packages/server/src/activity/userOperationTransfers.test.ts': [8],
} as const

export const sharedDevnetFiles = Object.keys(sharedDevnetAccounts)
