import * as z from 'zod/mini'
import { caip2, evmAddress, hexString, isoInstant } from './common'

const coinType = z.number().check(z.int(), z.minimum(0), z.maximum(2 ** 32 - 1))

/** `GET /v1/names/lookup?name=` and `GET /v1/names/suggestions?name=` (any case; names are stored lowercase). */
export const nameQuery = z.object({ name: z.string().check(z.minLength(1), z.maxLength(200)) })

/** `GET /v1/names/reverse?address=&coinType=`. */
export const reverseNameQuery = z.object({ address: evmAddress, coinType: z.optional(z.pipe(z.coerce.number(), coinType)) })

/** `POST /v1/names/register`: a signed registration message (its format: `formatNameRegistrationMessage`). */
export const registerNameBody = z.object({
  /** SLIP-44 coin type (60: EVM). */
  coinType,
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  signature: z.string().check(z.minLength(1), z.maxLength(16_384)),
  message: z.string().check(z.minLength(1), z.maxLength(2_048)),
})

/** A registered name. */
export const nameRecord = z.object({
  name: z.string(),
  /** SLIP-44 coin type (60: EVM). */
  coinType,
  address: z.string(),
  /** CAIP-2. */
  chainId: caip2,
  /** When the server's own name was registered (absent for an ENS name read from the chain). */
  registeredAt: z.optional(isoInstant),
  /** An image for the account (`https:`/`http:` URL), when the registration carried one. */
  avatar: z.optional(z.string()),
})

/** `GET /v1/names/lookup` (404 `name_not_found` when nobody holds it) and `POST /v1/names/register` (201). */
export const nameAnswer = z.object({ name: nameRecord })

/** `GET /v1/names/reverse`: the account's names (empty when none). */
export const namesAnswer = z.object({ names: z.array(nameRecord) })

/** `GET /v1/names/suggestions`. */
export const nameSuggestionsAnswer = z.object({
  /** The name asked about (normalized). */
  name: z.string(),
  /** Whether it can be registered. */
  available: z.boolean(),
  /** Free names close to it. */
  suggestions: z.array(z.string()),
})

/** `POST /v1/ens/gateway`: an ERC-3668 (CCIP-Read) request, as a wallet sends it for an offchain resolver. */
export const ensGatewayBody = z.object({
  sender: z.string().check(z.maxLength(64)),
  data: z.string().check(z.maxLength(8_192)),
})

/** `GET /v1/ens/gateway/:sender/:data` and `POST /v1/ens/gateway`: the signed answer (`abi.encode(bytes result, uint64 expires, bytes sig)`). */
export const ensGatewayAnswer = z.object({ data: hexString })
