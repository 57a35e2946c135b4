import type { Address } from 'viem'

/** A field as the decoder reads it: its text, or a token amount that needs the token's symbol and decimals first. */
export type DecodedField =
  | { label: string; text: string }
  | { label: string; tokenAmount: { token: Address; amount: bigint; unlimited: boolean; message: string } }

/** A call or message read with its descriptor: the intent, who it is for (`owner`) and its fields in order. */
export type Decoded = {
  intent: string
  owner: string
  fields: DecodedField[]
  /** Addresses a field says must be contracts (`addressName` with `types: ["contract"]`: a spender). */
  contracts: Address[]
}

/** A decoded call or message as the API answers it: every field in words. */
export type ClearSigned = { intent: string; owner: string; fields: { label: string; value: string }[] }
