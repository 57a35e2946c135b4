import { account } from './messages/account'
import { buttons } from './messages/buttons'
import { modal } from './messages/modal'
import { siwx } from './messages/siwx'
import { walletConnect } from './messages/walletConnect'

/**
 * Every text the kit shows, in English: one catalogue, kept in files by feature for readability.
 * Translations provide the same keys (see `messages` on `PorticoProvider`). `{name}` placeholders
 * are filled in by `t`.
 */
export const en = { ...buttons, ...modal, ...walletConnect, ...siwx, ...account } as const

export type MessageKey = keyof typeof en
export type Messages = Readonly<Record<MessageKey, string>>
