import { DEFAULT_FEATURES, DEFAULT_SOCIALS, type RemoteFeatures, type SocialProvider } from '@portico/core/internal'
import { z } from 'zod'
import { memoizeText } from '../utils/memoizeText.ts'

/** The social logins a project may turn on (the spec's defaults, from the kit's constants). */
export const socialIds = DEFAULT_SOCIALS
export type SocialId = (typeof socialIds)[number] & SocialProvider

/** What `GET /v1/config` tells the client it may show: the wire type the kit reads (`RemoteFeatures` in @portico/core). */
export type Features = RemoteFeatures

/** A new project's features: the kit's own defaults, so both sides agree by construction. */
export const defaultFeatures: Readonly<Features> = Object.freeze({ ...DEFAULT_FEATURES })

const socialsSchema = z
  .union([z.literal(false), z.array(z.enum(socialIds))])
  // No logins is `false`; a login listed twice is shown once.
  .transform((value): SocialId[] | false => (value === false || value.length === 0 ? false : [...new Set(value)]))

/** A partial `Features` (what `setFeatures` takes). Unknown keys are refused. */
export const featuresPatchSchema = z
  .object({
    email: z.boolean(),
    socials: socialsSchema,
    swaps: z.boolean(),
    onramp: z.boolean(),
    activity: z.boolean(),
    branding: z.boolean(),
    multiWallet: z.boolean(),
    analytics: z.boolean(),
    pay: z.boolean(),
  })
  .partial()
  .strict()

export type FeaturesPatch = z.input<typeof featuresPatchSchema>

/** A stored row's features: unknown keys (a feature since removed) are dropped, not refused. Made once: every request reads a project. */
const storedFeaturesSchema = featuresPatchSchema.strip()

/**
 * Reads the stored JSON, filling what is missing with the defaults (older rows, new features).
 * Every request reads its project, so the result is remembered by its text (frozen: callers copy it).
 */
export const parseStoredFeatures: (json: string) => Readonly<Features> = memoizeText((json) => {
  const stored = storedFeaturesSchema.safeParse(JSON.parse(json))
  const features = { ...defaultFeatures, ...(stored.success ? stripUndefined(stored.data) : {}) }
  return Object.freeze({ ...features, socials: features.socials && Object.freeze([...features.socials]) })
})

export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
