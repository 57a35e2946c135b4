import type { CaipNetworkId } from '../caip/types';
/**
 * The fields of a sign-in message (CAIP-122, spec §3). Namespace-neutral: `chainId` is a CAIP-2 id
 * and the text is made in the format its adapter declares (`formatSIWXMessage`).
 */
export type SIWXMessageData = {
    /** The account that signs, as its namespace writes it (EIP-55 for eip155). */
    accountAddress: string;
    /** CAIP-2 network id, e.g. `eip155:1`. */
    chainId: CaipNetworkId;
    /** The host (and port) asking for the sign-in, e.g. `app.example.com`. */
    domain: string;
    /** The URI the sign-in is for (RFC 3986), e.g. `https://app.example.com/login`. */
    uri: string;
    /** `1` for EIP-4361. */
    version: string;
    /** At least 8 alphanumeric characters, given by the verifier. */
    nonce: string;
    /** A human-readable line (no line break). */
    statement?: string | undefined;
    /** URIs the user agrees to give access to. */
    resources?: readonly string[] | undefined;
    /** An id the verifier can use to find the request again. */
    requestId?: string | undefined;
    /** ISO 8601 date-time. */
    issuedAt?: string | undefined;
    /** ISO 8601 date-time after which the message is void. */
    expirationTime?: string | undefined;
    /** ISO 8601 date-time before which the message is void. */
    notBefore?: string | undefined;
};
/** A message ready to sign: its fields and its text (`toString()` = `serializedMessage`). */
export type SIWXMessage = SIWXMessageData & {
    /** The exact text the wallet signs. */
    serializedMessage: string;
    toString(): string;
};
/** What the kit asks `createMessage` for: who signs, on which network. */
export type SIWXMessageInput = {
    accountAddress: string;
    chainId: CaipNetworkId;
    notBefore?: string | undefined;
    /** How the namespace writes and checks its sign-in text, from its adapter (`Adapter.chain.signIn`). */
    format?: Caip122Format | undefined;
};
/** A signed sign-in message, as the kit hands it to `addSession` and reads it from `getSessions`. */
export type SIWXSession = {
    data: SIWXMessageData;
    /** The text that was signed. */
    message: string;
    /** The wallet's signature (hex for eip155, base58 ed25519 for solana, base64 BIP-322 for bip122). */
    signature: string;
    /** When the session ends (ISO 8601), if the verifier said. */
    expiresAt?: string | undefined;
};
/**
 * The `siwx` option: how the app creates, stores and checks sign-in sessions. Portico ships one
 * for its own server (`porticoServerSIWX`); an app can write its own.
 */
export type SIWXConfig = {
    /** Sign-in is required: cancelling it disconnects the wallet. Default false. */
    required?: boolean | undefined;
    /** Builds the message the wallet signs (usually fetches a nonce). */
    createMessage(input: SIWXMessageInput): Promise<SIWXMessage>;
    /** Verifies and stores a signed message; throws when it is refused. */
    addSession(session: SIWXSession): Promise<void>;
    /** The live sessions of an account on a network (empty when none covers it). */
    getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SIWXSession[]>;
    /** Ends the sessions of an account on a network. */
    revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
    /** Replaces every session (an empty list signs out). */
    setSessions(sessions: readonly SIWXSession[]): Promise<void>;
};
/** What differs between the namespaces' sign-in texts: the blockchain's name and its address rule. */
export type Caip122Format = {
    namespace: string;
    /** The name in the first line: `… sign in with your ${blockchain} account:`. */
    blockchain: string;
    /** The CAIP-2 reference rule of the namespace. */
    reference: {
        test: RegExp;
        expected: string;
    };
    /** The address rule of the namespace. */
    address: {
        test: RegExp;
        expected: string;
    };
};
//# sourceMappingURL=types.d.ts.map