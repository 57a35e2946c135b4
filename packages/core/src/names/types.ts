/** A registered name, as the Portico server answers it. */
export type NameRecord = {
  name: string
  /** SLIP-44 coin type (60: EVM). */
  coinType: number
  address: string
  /** CAIP-2. */
  chainId: string
  /** ISO 8601. */
  registeredAt: string
  /** An image for the account (`https:`/`http:` URL), when the registration carried one. */
  avatar?: string | undefined
}

export type NameSuggestions = {
  /** The name asked about (normalized). */
  name: string
  /** Whether it can be registered. */
  available: boolean
  /** Free names close to it. */
  suggestions: string[]
}

export type RegisterNameRequest = { coinType: number; address: string; signature: string; message: string }
