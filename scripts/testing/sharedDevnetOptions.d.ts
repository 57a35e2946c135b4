import type { Devnet, StartDevnetOptions } from '../../packages/devnet/src/types.ts';
/** The shared devnet as the test files get it: everything but `stop` (the global setup stops it). */
export type SharedDevnet = Omit<Devnet, 'stop'>;
declare module 'vitest' {
    interface ProvidedContext {
        sharedDevnet: SharedDevnet | undefined;
    }
}
/**
 * Two chains (31337 and 31338, as the test wallet's harness had them) with a bundler beside each,
 * and the verifying paymaster trusting the server's test signer (the sponsored UserOperation test).
 */
export declare const sharedDevnetOptions: StartDevnetOptions;
/**
 * The files on the shared devnet, and the test-mnemonic accounts each one owns (sends from, or
 * signs with): no two files share an account, so no nonce, balance or Safe of one is touched by
 * another. Account 0 deployed the tokens at start-up; the bundler signs with accounts outside the
 * ten (`devnetBundlerAccountIndexes`). Only the sponsored UserOperation test spends from the
 * verifying paymaster's deposit (and checks it), so no other file may use a paymaster.
 */
export declare const sharedDevnetAccounts: {
    readonly 'packages/test-wallet/src/smartAccount/smartAccountWallet.test.ts': readonly [1, 2, 3, 4, 9];
    readonly 'packages/server/src/paymaster/sponsoredUserOperation.test.ts': readonly [5];
    readonly 'packages/server/src/embedded/smartAccountSigner.test.ts': readonly [6, 7];
    readonly 'packages/server/src/activity/userOperationTransfers.test.ts': readonly [8];
};
export declare const sharedDevnetFiles: string[];
//# sourceMappingURL=sharedDevnetOptions.d.ts.map