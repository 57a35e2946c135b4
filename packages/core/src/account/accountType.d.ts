import type { ChainNamespace } from '../caip/types';
/**
 * The kinds of account a namespace has (spec §3): an EOA or a smart account (eip155, embedded
 * wallet), a payment or an ordinal address (bip122).
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal';
/** Account types an app prefers per namespace (`defaultAccountTypes` option). */
export type AccountTypes = Readonly<Partial<Record<ChainNamespace, AccountType>>>;
/**
 * The preferred account type of a namespace: the app's choice, else the spec's default (eip155
 * smartAccount, bip122 payment, solana and polkadot eoa); undefined for a namespace without one
 * (cosmos).
 *
 * @example
 * defaultAccountType('bip122') // 'payment'
 * defaultAccountType('eip155', { eip155: 'eoa' }) // 'eoa'
 */
export declare function defaultAccountType(namespace: ChainNamespace, preferred?: AccountTypes): AccountType | undefined;
//# sourceMappingURL=accountType.d.ts.map