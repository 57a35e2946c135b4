import type { Api, LinkedLoginListing, PasskeyProof } from './api.ts'
import { type CredentialsContainerLike, passkeyProofFor } from './passkeyCeremony.ts'
import { PopupBlockedError, PopupClosedError } from './errors.ts'
import type { Translate } from './i18n/translate.ts'
import { button, element, messageLine, problem } from './screens.ts'
import { awaitSocialOutcome } from './socialLogin.ts'

/** The providers' own names (brands: never translated); e-mail is the frame's text. */
const providerNames: Record<string, string> = { google: 'Google', x: 'X', discord: 'Discord', apple: 'Apple', github: 'GitHub', facebook: 'Facebook', farcaster: 'Farcaster' }

/** How many characters of a passkey's credential ID name it in the list. */
const passkeyIdShown = 8

export type LinkedLoginsDeps = {
  api: Api
  t: Translate
  /** The host page's origin (the link is started for it) and the server's (the callback page posts from there). */
  parentOrigin: string
  apiOrigin: string
  /** Opens the provider's page; default `window.open` (the click is the frame's, so the popup is allowed). */
  openPopup?: (url: string) => Window | null
  /** `navigator.credentials` (a test passes its own). */
  credentials?: CredentialsContainerLike
}

/**
 * The "Linked logins" part of the frame's account screen: every login that opens this wallet,
 * each removable while another remains (the server refuses the last too), and a "Link …" button
 * per social login the project offers and the wallet lacks. Linking opens the provider in a popup
 * from the frame itself; the callback page hands the frame the result, redeemed for this wallet
 * (never a new session) with the start's binding, which only this frame holds. A wallet with a
 * passkey confirms a removal or a link with it (the second factor, asked here): for a link the
 * passkey comes first, then "Continue to …" opens the popup from a second click (the passkey's
 * prompt needs this page focused, which a popup opened first would take). `signal` ends any wait.
 */
export function linkedLoginsSection(deps: LinkedLoginsDeps, signal: AbortSignal): HTMLElement {
  const { api, t } = deps
  const section = document.createElement('section')
  section.setAttribute('aria-labelledby', 'logins-title')
  const heading = element('h2', t('logins.title'))
  heading.id = 'logins-title'
  const status = element('p', t('logins.loading'))
  status.setAttribute('role', 'status')
  const message = messageLine()
  section.append(heading, status)
  let busy = false
  /** The passkey confirmed for a link, until the second click opens its popup. */
  let confirmed: { provider: string; proof: PasskeyProof } | undefined
  let hasPasskey = false
  const credentials = () => deps.credentials ?? navigator.credentials

  const name = (login: LinkedLoginListing) =>
    login.provider === 'email'
      ? `${t('logins.email')}: ${login.id}`
      : login.provider === 'passkey'
        ? `${t('logins.passkey')}: ${login.id.slice(0, passkeyIdShown)}…`
        : `${providerNames[login.provider] ?? login.provider}${login.name ? `: ${login.name}` : ''}`
  const act = async (work: () => Promise<string>) => {
    if (busy) return
    busy = true
    message.textContent = ''
    message.removeAttribute('role')
    try {
      const notice = await work()
      if (!signal.aborted) {
        await load()
        message.textContent = notice
      }
    } catch (error) {
      if (signal.aborted) return
      message.textContent = error instanceof PopupBlockedError ? t('logins.popupBlocked') : problem(t, error)
      message.setAttribute('role', 'alert')
    } finally {
      busy = false
    }
  }
  const unlink = (login: LinkedLoginListing) =>
    act(async () => {
      await api.unlinkLogin(login.provider, login.id, await passkeyProofFor(api, credentials()))
      return t('logins.removed', { login: name(login) })
    })
  const link = (provider: string) => {
    if (hasPasskey && confirmed?.provider !== provider) {
      return act(async () => {
        const proof = await passkeyProofFor(api, credentials())
        if (proof) confirmed = { provider, proof }
        return t('logins.passkeyConfirmed', { provider: providerNames[provider] ?? provider })
      })
    }
    const proof = confirmed?.provider === provider ? confirmed.proof : undefined
    confirmed = undefined
    // Opened within the click (a popup needs the person's gesture), pointed at the provider once the server answers.
    const popup = (deps.openPopup ?? ((url: string) => window.open(url, 'portico-link', 'popup,width=480,height=640')))('about:blank')
    return act(async () => {
      if (!popup) throw new PopupBlockedError()
      // Closed by the person before the provider answered: the wait ends quietly (they can start again).
      const closed = new AbortController()
      const watch = setInterval(() => popup.closed && closed.abort(new PopupClosedError()), 500)
      try {
        // The binding stays in this frame (never in the popup's URL): the finish needs it with this session.
        const { loginId, url, binding } = await api.startLink(provider, deps.parentOrigin, proof)
        popup.location.href = url
        message.textContent = t('logins.linking')
        const finish = (id: string, result: string) => api.finishLink(id, result, binding)
        await awaitSocialOutcome(api, { loginId, apiOrigin: deps.apiOrigin, signal: AbortSignal.any([signal, closed.signal]), finish })
        return t('logins.linked', { provider: providerNames[provider] ?? provider })
      } catch (error) {
        popup.close()
        if (error instanceof PopupClosedError) return ''
        throw error
      } finally {
        clearInterval(watch)
      }
    })
  }

  async function load() {
    const [{ logins, available = [] }, { passkeys }] = await Promise.all([api.logins(), api.passkeys()])
    if (signal.aborted) return
    hasPasskey = passkeys.length > 0
    const list = document.createElement('ul')
    list.className = 'sessions'
    list.setAttribute('aria-labelledby', 'logins-title')
    for (const login of logins) {
      const item = document.createElement('li')
      item.append(element('strong', name(login)))
      if (logins.length > 1) item.append(button(t('logins.remove', { login: name(login) }), 'secondary', () => void unlink(login)))
      list.append(item)
    }
    const linked = new Set(logins.map((login) => login.provider))
    const actions = document.createElement('div')
    actions.className = 'actions'
    for (const provider of available.filter((id) => !linked.has(id))) {
      const label = confirmed?.provider === provider ? 'logins.continueLink' : 'logins.link'
      actions.append(button(t(label, { provider: providerNames[provider] ?? provider }), 'secondary', () => void link(provider)))
    }
    const only = logins.length === 1 ? [element('p', t('logins.only'))] : []
    section.replaceChildren(heading, element('p', t('logins.intro')), list, ...only, actions, message)
  }

  load().catch((error: unknown) => {
    if (signal.aborted) return
    status.textContent = problem(t, error)
    status.setAttribute('role', 'alert')
  })
  return section
}
