import { type SharedDevnet } from './sharedDevnetOptions.ts';
/**
 * The run's shared devnet with bundlers (see `sharedDevnet.ts`) for the enclosing `describe`; when
 * the run has none (a config without the global setup), one of its own, stopped after. `get()`
 * inside tests. Use only the accounts `sharedDevnetAccounts` gives the calling file.
 */
export declare function useSharedDevnet(): {
    get(): SharedDevnet;
};
//# sourceMappingURL=useSharedDevnet.d.ts.map