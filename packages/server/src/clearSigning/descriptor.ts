import * as z from 'zod/mini'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const deployments = z.optional(z.array(z.object({ chainId: z.number().check(z.int(), z.positive()), address })))

/** One field to show: where it is (`path`), its label and how to format it (ERC-7730's field format specification). */
export const fieldFormat = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(120)),
  label: z.string().check(z.minLength(1), z.maxLength(60)),
  format: z.enum(['raw', 'addressName', 'tokenAmount', 'amount', 'date', 'unit', 'enum', 'calldata', 'duration']),
  params: z.optional(z.record(z.string(), z.unknown())),
})

/** How one function (keyed by its Solidity signature with names) or one EIP-712 primary type is shown. */
export const messageFormat = z.object({
  intent: z.string().check(z.minLength(1), z.maxLength(80)),
  fields: z.array(fieldFormat),
  required: z.optional(z.array(z.string())),
})

const eip712Type = z.array(z.object({ name: z.string(), type: z.string() }))

/**
 * An ERC-7730 clear-signing descriptor, the subset this server reads: a contract context
 * (`deployments`; none means an interface any contract may answer, matched by selector) or an
 * EIP-712 one (`schemas`, an optional `domain` to match, `deployments` of the verifying contract),
 * `metadata.owner` (and `enums`), and `display.formats`. The ABI comes from the format keys.
 */
export const clearSigningDescriptor = z.object({
  context: z.union([
    z.object({ contract: z.object({ deployments }) }),
    z.object({
      eip712: z.object({
        deployments,
        domain: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
        schemas: z.array(z.object({ primaryType: z.string(), types: z.record(z.string(), eip712Type) })),
      }),
    }),
  ]),
  metadata: z.object({ owner: z.string().check(z.maxLength(60)), enums: z.optional(z.record(z.string(), z.record(z.string(), z.string()))) }),
  display: z.object({ formats: z.record(z.string(), messageFormat) }),
})

export type ClearSigningDescriptor = z.infer<typeof clearSigningDescriptor>
export type FieldFormat = z.infer<typeof fieldFormat>
export type MessageFormat = z.infer<typeof messageFormat>
export type Eip712Types = Record<string, { name: string; type: string }[]>
