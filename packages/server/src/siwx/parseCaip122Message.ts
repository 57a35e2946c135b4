/** The fields of a CAIP-122 sign-in message, as written (dates still text). */
export type Caip122Fields = {
  /** The name in the first line: `Ethereum`, `Solana`, `Bitcoin`… */
  blockchain: string
  scheme?: string | undefined
  domain: string
  address: string
  statement?: string | undefined
  uri: string
  version: string
  /** The CAIP-2 reference (the Chain ID line). */
  reference: string
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources: string[]
}

const header = /^(?:([a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your ([A-Za-z]+) account:$/
const optional = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/**
 * Reads a CAIP-122 sign-in message (the EIP-4361 layout, any blockchain name) strictly: every
 * line in its place, the required fields present, nothing after the resources.
 *
 * @returns the fields, or undefined when the text is not such a message.
 */
export function parseCaip122Message(text: string): Caip122Fields | undefined {
  const lines = text.split('\n')
  let at = 0
  const next = () => lines[at++]
  const head = header.exec(next() ?? '')
  const address = next()
  if (!head || !address || /\s/.test(address) || next() !== '') return undefined
  let statement: string | undefined
  const afterAddress = next()
  if (afterAddress === undefined) return undefined
  if (afterAddress !== '') {
    statement = afterAddress
    if (next() !== '') return undefined
  }
  const field = (name: string) => {
    const line = lines[at]
    if (line === undefined || !line.startsWith(`${name}: `)) return undefined
    at++
    return line.slice(name.length + 2)
  }
  const uri = field('URI')
  const version = field('Version')
  const reference = field('Chain ID')
  const nonce = field('Nonce')
  const issuedAt = field('Issued At')
  if (!uri || !version || !reference || !nonce || !issuedAt) return undefined
  const fields: Caip122Fields = {
    blockchain: head[3]!,
    scheme: head[1],
    domain: head[2]!,
    address,
    statement,
    uri,
    version,
    reference,
    nonce,
    issuedAt,
    resources: [],
  }
  for (const [name, key] of optional) {
    const value = field(name)
    if (value !== undefined) fields[key] = value
  }
  if (lines[at] === 'Resources:') {
    at++
    while (lines[at]?.startsWith('- ')) fields.resources.push(lines[at++]!.slice(2))
  }
  return at === lines.length ? fields : undefined
}
