import { account } from './messages/account'
import { buttons } from './messages/buttons'
import { embedded } from './messages/embedded'
import { errors } from './messages/errors'
import { modal } from './messages/modal'
import { names } from './messages/names'
import { onramp } from './messages/onramp'
import { pay } from './messages/pay'
import { profileWallets } from './messages/profileWallets'
import { siwx } from './messages/siwx'
import { swaps } from './messages/swaps'
import { walletConnect } from './messages/walletConnect'

/**
 * Every text the kit shows, in English: the source catalogue, kept in files by feature for
 * readability. Every other locale is a file in `locales/` with the same keys, loaded on demand
 * (see `loadMessages`). `{name}` placeholders are filled in by `t`; a text that depends on a count
 * has one form per plural category of its language (`Intl.PluralRules`).
 */
export const en = { ...buttons, ...modal, ...walletConnect, ...siwx, ...account, ...profileWallets, ...names, ...swaps, ...onramp, ...pay, ...embedded, ...errors } as const

export type MessageKey = keyof typeof en

/** A text per plural category of the language (`Intl.PluralRules`): `other` always, the rest as the language has them. */
export type PluralMessage = { readonly [category in Intl.LDMLPluralRule]?: string } & { readonly other: string }

/** A whole catalogue: every key of the English one, plural texts where English has them. */
export type Messages = { readonly [key in MessageKey]: (typeof en)[key] extends string ? string : PluralMessage }
