/** What a name registration says; the account signs it (EIP-191 `personal_sign`). */
export type NameRegistrationFields = {
  /** Normalized (lowercase). */
  name: string
  /** The account, as the wallet reports it (EIP-55 for eip155). */
  address: string
  /** SLIP-44 coin type; 60 for EVM accounts. */
  coinType: number
  /** CAIP-2 id of the network the account signs on (smart accounts are checked there). */
  chainId: string
  /** The Portico project the registration is made through. */
  projectId: string
  /** An image for the account (an `https:` or `http:` URL), shown with the name; signed with it. */
  avatar?: string | undefined
  /** ISO 8601, when the message was made: the server refuses it 5 minutes later. */
  issuedAt: string
  /** Random, 16 to 64 letters and digits: a message is accepted once. */
  nonce: string
}

const header = (name: string) => `Register the name "${name}" for this account on Portico.`

/**
 * The exact text an account signs to register a name. The server parses it back field by field and
 * refuses any other layout, so one signature can only ever mean one registration.
 *
 * @example
 * formatNameRegistrationMessage({ name: 'alice', address: '0xf39F…', coinType: 60, chainId: 'eip155:1',
 *   projectId: 'demo', issuedAt: new Date().toISOString(), nonce: 'a1b2c3d4e5f60718' })
 */
export function formatNameRegistrationMessage(fields: NameRegistrationFields): string {
  return [
    header(fields.name),
    '',
    `Name: ${fields.name}`,
    `Address: ${fields.address}`,
    `Coin Type: ${fields.coinType}`,
    `Chain ID: ${fields.chainId}`,
    `Project ID: ${fields.projectId}`,
    ...(fields.avatar !== undefined ? [`Avatar: ${fields.avatar}`] : []),
    `Issued At: ${fields.issuedAt}`,
    `Nonce: ${fields.nonce}`,
  ].join('\n')
}

const linePattern =
  /^Register the name "([^"\n]*)" for this account on Portico\.\n\nName: ([^\n]*)\nAddress: ([^\n]*)\nCoin Type: (\d{1,10})\nChain ID: ([^\n]*)\nProject ID: ([^\n]*)(?:\nAvatar: ([^\n]*))?\nIssued At: ([^\n]*)\nNonce: ([A-Za-z0-9]{16,64})$/

/**
 * Reads a registration message back. Strict: the layout of {@link formatNameRegistrationMessage}
 * and nothing else (the header's name must be the `Name:` line's, and formatting the fields again
 * must give the same text).
 *
 * @returns the fields, or undefined when the text is not such a message.
 */
export function parseNameRegistrationMessage(message: string): NameRegistrationFields | undefined {
  const match = linePattern.exec(message)
  if (!match) return undefined
  const [, headerName, name, address, coinType, chainId, projectId, avatar, issuedAt, nonce] = match as unknown as (string | undefined)[]
  if (headerName !== name) return undefined
  const fields: NameRegistrationFields = {
    name: name!,
    address: address!,
    coinType: Number(coinType),
    chainId: chainId!,
    projectId: projectId!,
    ...(avatar !== undefined ? { avatar } : {}),
    issuedAt: issuedAt!,
    nonce: nonce!,
  }
  return formatNameRegistrationMessage(fields) === message ? fields : undefined
}
