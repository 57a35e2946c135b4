/**
 * For the modal's own tests: the rules the real adapters declare, as core's tests have them (react
 * depends on no adapter), so the modal's tests run against the same capabilities, address checks and
 * sign-in format. One copy, core's.
 */
export { testEvmRules, testSolanaRules } from '../../../core/src/testing/testChainRules'
