import type { CatalogueOf } from '@portico/core/internal'
import { buttons } from './messages/buttons'
import { connectingNamespaces } from './messages/connectingNamespaces'
import { farcaster } from './messages/farcaster'
import { nameViews } from './messages/nameViews'
import { onrampViews } from './messages/onrampViews'
import { payView } from './messages/payView'
import { simulation } from './messages/simulation'
import { swapViews } from './messages/swapViews'
import { modalEnglish } from './modalEnglish'

/**
 * Every text the kit shows, in English: the source catalogue, kept in files by feature for
 * readability. The kit itself never loads it whole: the page's first load has the buttons' texts
 * and the modal's chunk brings the modal's (`modalEnglish`), each lazy feature view's chunk its
 * own (`nameViews`, `swapViews`…, see `viewTable`). Every other locale is a file in `locales/`
 * with the same keys, loaded on demand (see `loadMessages`). `{name}` placeholders are filled in
 * by `t`; a text that depends on a count has one form per plural category of its language
 * (`Intl.PluralRules`).
 */
export const en = { ...buttons, ...modalEnglish, ...nameViews, ...swapViews, ...onrampViews, ...payView, ...simulation, ...connectingNamespaces, ...farcaster } as const

export type MessageKey = keyof typeof en

export type { PluralMessage } from '@portico/core/internal'

/** A whole catalogue: every key of the English one, plural texts where English has them (the shape the wallet frame's texts share). */
export type Messages = CatalogueOf<typeof en>
