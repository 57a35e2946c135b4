import type { Texts } from './texts.ts'

/** The frame's texts in the host's other languages, by language tag (lowercase). */
export const frameLocales: Record<string, Partial<Texts>> = {}
