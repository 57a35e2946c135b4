/** A text per plural category of the language (`Intl.PluralRules`): `other` always, the rest as the language has them. */
export type PluralMessage = { readonly [category in Intl.LDMLPluralRule]?: string } & { readonly other: string }

/** One text of a catalogue: a sentence with `{name}` placeholders, or one such sentence per plural category. */
export type CatalogueText = string | PluralMessage

/**
 * A whole catalogue in another language, shaped by its English source: every key, a plain text where
 * English has one and plural forms where English has them.
 */
export type CatalogueOf<English extends Readonly<Record<string, CatalogueText>>> = {
  readonly [key in keyof English]: English[key] extends string ? string : PluralMessage
}

/** The values `t` fills placeholders with. */
export type TranslateValues = Readonly<Record<string, string | number>>
