import * as z from 'zod/mini'
import { emailAddress, evmAddress, hexString, isoInstant, mailedCode, sessionTransport } from './common'
import { passkeyProof } from './passkeyResponse'
import { SOCIAL_AVATAR_MAX_LENGTH } from '../names/avatarUrl'

/** The embedded wallet's API: only the wallet frame calls it (its origin alone is answered). */

const loginId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'loginId is 32 hex characters'))
const challengeId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'The id is 32 hex characters'))
const accountType = z.enum(['eoa', 'smartAccount'])

/** `GET /v1/embedded/project`: the frame checks its parent page against the allow-list. */
export const embeddedProjectAnswer = z.object({ name: z.string(), allowedOrigins: z.array(z.string()) })

/** `POST /v1/embedded/login/start`. */
export const loginStartBody = z.object({
  email: emailAddress,
  /** This browser's random id, for a client without cookies (the frame's is a cookie the server sets). */
  deviceId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{22,128}$/, 'deviceId is 22 to 128 base64url characters'))),
  /** The host page's origin, as the frame saw it. */
  parentOrigin: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
})

/** What the visitor does next (spec §4): approve this device by mail, type the mailed code, or nothing (connected). */
export const loginStartAnswer = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']), loginId: z.optional(loginId) })

/** `POST /v1/embedded/login/status` and `…/resend`. */
export const loginBody = z.object({ loginId })
export const loginStatusAnswer = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) })

/** `POST /v1/embedded/login/otp`. */
export const loginOtpBody = z.object({ loginId, otp: mailedCode, transport: sessionTransport })

/** The user as the frame gets it (spec §3, embedded-wallet user; the frame adds the chain). */
export const embeddedUser = z.object({
  email: z.nullable(z.string()),
  /** The social login this user came by (`google`, `github`…), if any. */
  socialProvider: z.optional(z.string()),
  /** That login's display name (spec §3 `userName`). */
  userName: z.optional(z.string()),
  /** That login's picture: an http(s) URL the server checked (`isValidAvatarUrl`), never markup. */
  userAvatar: z.optional(z.string().check(z.maxLength(SOCIAL_AVATAR_MAX_LENGTH))),
  /** The EOA (EIP-55). */
  address: evmAddress,
  accounts: z.array(z.object({ address: evmAddress, type: accountType })),
  preferredAccountType: accountType,
  smartAccountDeployed: z.boolean(),
})

/** `POST /v1/embedded/login/otp`: the session (its token only in bearer mode; else an http-only cookie). */
export const loginOtpAnswer = z.object({ token: z.optional(z.string()), expiresAt: isoInstant, user: embeddedUser })

/** `GET /v1/embedded/me`. */
export const embeddedMeAnswer = z.object({ user: embeddedUser, expiresAt: isoInstant })

/** A hex or decimal quantity that fits 256 bits, read as a bigint. */
const quantity = z.pipe(
  z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/, 'must be a hex or decimal quantity')),
  z.pipe(
    z.transform((value: string) => BigInt(value)),
    z.bigint().check(z.refine((value) => value < 2n ** 256n, 'must fit 256 bits')),
  ),
)
const signHex = hexString.check(z.maxLength(262_144))

const chainIdNumber = z.number().check(z.int(), z.positive(), z.maximum(2 ** 53 - 1))
/** Which of the user's accounts acts: the EOA (the default) or its smart account (then `chainId` is required). */
const signingAccount = z.optional(accountType)
const call = z.strictObject({ to: evmAddress, value: z.optional(quantity), data: z.optional(signHex) })

/** `POST /v1/embedded/sign`: what the approval view approved. */
export const embeddedSignBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('personal_sign'), message: signHex, account: signingAccount, chainId: z.optional(chainIdNumber) }),
  z.object({
    method: z.literal('eth_signTypedData_v4'),
    typedData: z.object({
      domain: z.optional(z.record(z.string(), z.unknown())),
      types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
      primaryType: z.string(),
      message: z.record(z.string(), z.unknown()),
    }),
    account: signingAccount,
    chainId: z.optional(chainIdNumber),
  }),
  z.object({
    method: z.literal('eth_sendTransaction'),
    chainId: chainIdNumber,
    transaction: z.strictObject({ to: evmAddress, value: z.optional(quantity), data: z.optional(signHex), gas: z.optional(quantity) }),
    account: signingAccount,
    /** Required for a value above the wallet's passkey send limit (issue 40): an assertion of its passkey. */
    passkey: z.optional(passkeyProof),
  }),
  /** A batch from the smart account: one UserOperation (EIP-5792 `wallet_sendCalls`). */
  z.object({ method: z.literal('wallet_sendCalls'), chainId: chainIdNumber, calls: z.array(call).check(z.minLength(1), z.maxLength(16)), passkey: z.optional(passkeyProof) }),
])

/** A signature, a sent transaction's hash, or a sent batch's id (its UserOperation's hash). */
export const embeddedSignAnswer = z.union([z.object({ signature: hexString }), z.object({ hash: hexString }), z.object({ id: hexString })])

/** `POST /v1/embedded/smart-account`: the user's smart account on a chain. */
export const smartAccountBody = z.object({ chainId: z.optional(chainIdNumber) })
/**
 * The chains the smart account is offered on (those with a bundler), and, for `chainId` when it is one
 * of them, the account's address, whether it is deployed there, and whether its gas is sponsored there
 * (the project's paymaster policy, or the chain's paymaster service, pays it).
 */
export const smartAccountAnswer = z.object({
  networks: z.array(chainIdNumber),
  account: z.nullable(z.object({ address: evmAddress, deployed: z.boolean(), sponsored: z.boolean() })),
})

/** `POST /v1/embedded/calls/status`: a batch the smart account sent (EIP-5792 `wallet_getCallsStatus`, as the wallet answers it). */
export const callsStatusBody = z.object({ chainId: chainIdNumber, id: hexString.check(z.length(66)) })
export const callsStatusAnswer = z.object({
  version: z.literal('2.0.0'),
  id: hexString,
  chainId: hexString,
  /** 100 pending, 200 confirmed, 500 reverted on the chain. */
  status: z.number(),
  atomic: z.boolean(),
  receipts: z.optional(
    z.array(
      z.object({
        logs: z.array(z.object({ address: evmAddress, data: hexString, topics: z.array(hexString) })),
        status: z.enum(['0x1', '0x0']),
        blockHash: hexString,
        blockNumber: hexString,
        gasUsed: hexString,
        transactionHash: hexString,
      }),
    ),
  ),
})

/** A session of the user's, as "Sign out everywhere" lists them. */
export const embeddedSessionListing = z.object({
  current: z.boolean(),
  createdAt: isoInstant,
  lastSeenAt: isoInstant,
  appOrigin: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
})

export const embeddedSessionsAnswer = z.object({ sessions: z.array(embeddedSessionListing) })
export const emptyBody = z.object({})
export const revokeSessionsAnswer = z.object({ ended: z.number().check(z.int(), z.nonnegative()) })

/** `POST /v1/embedded/email/update` (spec §4: a code to the current address first). */
/** `passkey`: required once the wallet has one (issue 40): the second factor, asked in the frame. */
export const emailUpdateBody = z.object({ email: emailAddress, passkey: z.optional(passkeyProof) })
export const emailUpdateAnswer = z.object({ action: z.literal('VERIFY_PRIMARY_OTP'), updateId: challengeId })
export const emailUpdateIdBody = z.object({ updateId: challengeId })
export const emailUpdateResendAnswer = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
export const emailUpdateOtpBody = z.object({ updateId: challengeId, otp: mailedCode })
export const emailUpdatePrimaryAnswer = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
export const emailUpdateSecondaryAnswer = z.object({ user: embeddedUser })

/**
 * `POST /v1/embedded/export/start` → a fresh code to the user's address (`code: true`); a passkey-only
 * wallet has no address: no code (`code: false`), its passkey is the factor (issue 40).
 */
export const keyExportAnswer = z.object({ exportId: challengeId, code: z.boolean() })
export const keyExportIdBody = z.object({ exportId: challengeId })

/** `POST /v1/embedded/export/key`: the code and the frame's one-time P-256 public key (uncompressed). */
export const keyExportKeyBody = z.object({
  exportId: challengeId,
  /** The mailed code; none for a passkey-only wallet's export (`code: false`). */
  otp: z.optional(mailedCode),
  publicKey: z.string().check(z.regex(/^0x04[0-9a-fA-F]{128}$/, 'Not an uncompressed P-256 public key')),
  /** Required once the wallet has a passkey (issue 40): the second factor, asked in the frame. */
  passkey: z.optional(passkeyProof),
})

/** The key encrypted to the frame's one-time key (HPKE), never the key itself. */
export const keyExportKeyAnswer = z.object({ address: evmAddress, enc: hexString, ciphertext: hexString })
