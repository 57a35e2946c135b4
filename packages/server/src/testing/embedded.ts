import { afterAll, beforeAll } from 'vitest'
import type { EmbeddedWalletOptions } from '../http/createApp.ts'
import { smtpMailer } from '../mail/mailer.ts'
import { type MailCatcher, startMailCatcher } from './mailCatcher.ts'

/** The wallet frame's origin in the server tests. */
export const testFrameOrigin = 'https://wallet.portico.test'
/** A fixed test master key (never a real one). */
export const testMasterKey = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff'

/**
 * A real SMTP server for the enclosing `describe` (`startMailCatcher`), and the embedded-wallet
 * options of a test app that mails through it.
 */
export function useEmbeddedWallet() {
  let catcher: MailCatcher | undefined
  let mailer: ReturnType<typeof smtpMailer> | undefined
  beforeAll(async () => {
    catcher = await startMailCatcher()
    mailer = smtpMailer({ url: catcher.url, from: 'Portico <wallet@portico.test>' })
  })
  afterAll(async () => {
    mailer?.close?.()
    await catcher?.close()
  })
  const get = () => {
    if (!catcher || !mailer) throw new Error('The mail catcher is not started yet (use it inside tests)')
    return { catcher, mailer }
  }
  return {
    mail: () => get().catcher,
    options: (overrides: Partial<EmbeddedWalletOptions> = {}): EmbeddedWalletOptions => ({
      masterKey: testMasterKey,
      mailer: get().mailer,
      frameOrigin: testFrameOrigin,
      ...overrides,
    }),
  }
}
