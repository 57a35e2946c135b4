import { buttons } from './messages/buttons'
import { modal } from './messages/modal'
import { walletConnect } from './messages/walletConnect'
import { siwx } from './messages/siwx'
import { account } from './messages/account'

/**
 * Every text the kit shows, in English: one catalogue, kept in parts so each part loads with the
 * code that shows it (the buttons' texts up front, the modal's with the modal). Translations provide
 * the same keys (see `messages` on `PorticoProvider`). `{name}` placeholders are filled in by `t`.
 */
export const en = { ...buttons, ...modal, ...walletConnect, ...siwx, ...account } as const

export type MessageKey = keyof typeof en
export type Messages = Readonly<Record<MessageKey, string>>
