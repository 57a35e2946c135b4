import type { AccountType } from '../account/accountType';
import type { Caip122Format } from '../siwx/types';
/**
 * What accounts of a namespace can do through the kit: the account view's features (send, swaps,
 * on-ramp, names, activity; receive works everywhere), token balances from the Portico server
 * (`serverBalances`), wallets of the WalletConnect registry (`walletRegistry`) and calls the Portico
 * server can simulate before the wallet is asked (`simulation`).
 */
export type ChainCapability = 'send' | 'swaps' | 'onramp' | 'names' | 'activity' | 'serverBalances' | 'walletRegistry' | 'simulation';
/**
 * A namespace's rules, declared by its adapter (`Adapter.chain`): core and react ask them and never
 * branch on a namespace name.
 */
export type ChainRules = {
    /** What the namespace's accounts can do (see `ChainCapability`). */
    readonly capabilities: readonly ChainCapability[];
    /** The namespace's preferred account type (spec §3) when the app names none; undefined when it has no choice. */
    readonly defaultAccountType?: AccountType | undefined;
    /** Whether text is an address of the namespace; without it the kit does not check receivers. */
    isAddress?(text: string): boolean;
    /** The address as the chain wants it sent (eip155: with `0x`); without it, unchanged. */
    normalizeAddress?(address: string): string;
    /** How the namespace's sign-in message is written and checked (CAIP-122); without it, no sign-in. */
    readonly signIn?: Caip122Format | undefined;
};
/** The rules of a namespace with no adapter: nothing beyond receiving. */
export declare const noChainRules: ChainRules;
//# sourceMappingURL=chainRules.d.ts.map