import type { Hex, LocalAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { testMnemonic } from '../constants.ts'
import { TestWalletError } from '../errors.ts'

/** The signature parameters a relay channel holds (what the app asked the person to sign). */
type SignatureParams = { siweUri: string; domain: string; nonce: string; notBefore?: string; expirationTime?: string; requestId?: string }

export type ApproveFarcasterSignInOptions = {
  /** The sign-in URL the app shows (QR code or deep link): its `channelToken` names the channel. */
  url: string
  /** The relay the channel is on (the local stand-in in tests). */
  relayUrl: string
  /** The FID signing in. */
  fid: number
  /** Its custody key; default the devnet's test custody key (mnemonic index 20). */
  account?: LocalAccount | undefined
  /** The Farcaster app's key at the relay (`X-Farcaster-Auth-Relay-Key`). */
  relayKey: string
  username?: string | undefined
  displayName?: string | undefined
  pfpUrl?: string | undefined
  /** Changes the message before it is signed (hostile tests: another nonce, domain, FID, an expired one). */
  edit?: ((message: SiweMessage) => SiweMessage) | undefined
}

/** Thrown when the relay refuses the scripted client or the URL names no channel. */
export class FarcasterClientError extends TestWalletError {
  override name = 'FarcasterClientError'
}

/** The devnet's test custody account (`@portico/devnet`'s FID 1 is registered to it). */
export const farcasterCustodyAccount = (mnemonic: string = testMnemonic) => mnemonicToAccount(mnemonic, { addressIndex: 20 })

/**
 * A scripted Farcaster app: reads the channel named by `url` at the relay, builds the Sign In With
 * Farcaster message the app would (EIP-4361 with statement "Farcaster Auth", chain 10 and the
 * `farcaster://fid/N` resource, from the channel's domain, URI, nonce and times), signs it with the
 * custody key and completes the channel with `POST /v1/channel/authenticate`, as the person tapping
 * "Approve" would.
 *
 * @returns the message and signature it sent.
 */
export async function approveFarcasterSignIn(options: ApproveFarcasterSignInOptions): Promise<{ message: string; signature: Hex }> {
  const channelToken = new URL(options.url).searchParams.get('channelToken')
  if (!channelToken) throw new FarcasterClientError(`No channelToken in ${options.url}`)
  const relay = options.relayUrl.replace(/\/+$/, '')
  const status = await fetch(`${relay}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })
  if (status.status !== 202 && status.status !== 200) throw new FarcasterClientError(`The relay answered ${status.status} for the channel`)
  const { signatureParams: params } = (await status.json()) as { signatureParams: SignatureParams }
  const account = options.account ?? farcasterCustodyAccount()
  const base: SiweMessage = {
    domain: params.domain,
    address: account.address,
    statement: 'Farcaster Auth',
    uri: params.siweUri,
    version: '1',
    chainId: 10,
    nonce: params.nonce,
    issuedAt: new Date(),
    ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
    ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
    resources: [`farcaster://fid/${options.fid}`],
  }
  const message = createSiweMessage(options.edit ? options.edit(base) : base)
  const signature = await account.signMessage({ message })
  const answer = await fetch(`${relay}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${channelToken}`, 'x-farcaster-auth-relay-key': options.relayKey },
    body: JSON.stringify({ message, signature, fid: options.fid, username: options.username, displayName: options.displayName, pfpUrl: options.pfpUrl }),
  })
  if (!answer.ok) throw new FarcasterClientError(`The relay refused the sign-in (${answer.status})`)
  return { message, signature }
}
