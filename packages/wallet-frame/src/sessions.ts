import type { Api, SessionListing } from './api.ts'
import { linkedLoginsSection } from './linkedLogins.ts'
import { passkeysSection } from './passkeysSection.ts'
import { button, element, messageLine, openScreen, problem } from './screens.ts'
import type { Translate } from './i18n/translate.ts'

/**
 * The frame's account screen: the wallet's live sessions (this browser marked; the app and browser
 * each was opened in, and when it was last used) with "Sign out everywhere", which ends every one of
 * them, this one too; its passkeys (`passkeysSection`) and its linked logins (`linkedLoginsSection`). Resolves with whether it did (the host then disconnects); `signal` closes the list.
 */
export function manageSessions(root: HTMLElement, deps: { api: Api; t: Translate; locale: string; parentOrigin: string; apiOrigin: string }, signal: AbortSignal): Promise<boolean> {
  const { api, t } = deps

  return openScreen<boolean>(root, 'sessions-title', signal, (close) => {
    const heading = element('h1', t('sessions.title'))
    heading.id = 'sessions-title'
    const status = element('p', t('sessions.loading'))
    status.setAttribute('role', 'status')
    root.append(heading, status)

    const closeButton = button(t('sessions.close'), 'secondary', () => close(false))
    api.sessions().then(
      ({ sessions }) => {
        if (signal.aborted) return
        const list = document.createElement('ul')
        list.className = 'sessions'
        list.setAttribute('aria-labelledby', 'sessions-title')
        for (const session of sessions) list.append(item(session))
        const message = messageLine()
        let busy = false
        const everywhere = button(t('sessions.signOutEverywhere'), 'danger', async () => {
          if (busy) return
          busy = true
          message.textContent = ''
          try {
            await api.revokeSessions()
            if (!signal.aborted) close(true)
          } catch (error) {
            message.textContent = problem(t, error)
            message.setAttribute('role', 'alert')
          } finally {
            busy = false
          }
        })
        const actions = document.createElement('div')
        actions.className = 'actions'
        actions.append(closeButton, everywhere)
        const logins = linkedLoginsSection({ api, t, parentOrigin: deps.parentOrigin, apiOrigin: deps.apiOrigin }, signal)
        const passkeys = passkeysSection({ api, t, locale: deps.locale }, signal)
        root.replaceChildren(heading, element('p', t('sessions.intro')), list, message, actions, passkeys, logins)
        closeButton.focus()
      },
      (error: unknown) => {
        if (signal.aborted) return
        status.textContent = problem(t, error)
        status.setAttribute('role', 'alert')
        root.append(closeButton)
        closeButton.focus()
      },
    )
  })

  function item(session: SessionListing): HTMLLIElement {
    const node = document.createElement('li')
    const name = element('strong', session.current ? t('sessions.current') : t('sessions.other'))
    const browser = element('span', session.userAgent ?? t('sessions.unknownBrowser'))
    browser.className = 'detail'
    const app = element('span', t('sessions.app', { origin: session.appOrigin ?? '—' }))
    app.className = 'detail'
    const when = element('span', t('sessions.lastUsed', { time: formatTime(session.lastSeenAt, deps.locale) }))
    when.className = 'detail'
    node.append(name, browser, app, when)
    return node
  }
}

function formatTime(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  } catch {
    return new Date(iso).toISOString()
  }
}
