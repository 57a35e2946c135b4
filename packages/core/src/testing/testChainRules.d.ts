import type { ChainRules } from '../adapter/chainRules';
/**
 * For the kit's own tests: the rules the real adapters declare (`@portico/evm`, `@portico/solana`;
 * core cannot import them), so core's tests run against the same capabilities, address checks and
 * sign-in format.
 */
export declare const testEvmRules: ChainRules;
export declare const testSolanaRules: ChainRules;
//# sourceMappingURL=testChainRules.d.ts.map