import { lazy } from 'react'

/**
 * The Connect view's login chunks, loaded only for projects that have them on: the e-mail field
 * (with the passkey entry) and the social logins. Each loader is shared by the view and by
 * preloadLoginViews.ts, which fetches them as soon as the project's config says they are on; once a
 * chunk is in, the view renders its component at once (no suspending frame), as ModalHost does the modal.
 */
type EmailModule = typeof import('./embedded/EmailConnectField')
type SocialModule = typeof import('./social/SocialButtons')

let email: Promise<EmailModule> | undefined
let emailLoaded: EmailModule | undefined
let social: Promise<SocialModule> | undefined
let socialLoaded: SocialModule | undefined

export function loadEmailConnectField(): Promise<EmailModule> {
  email ??= import('./embedded/EmailConnectField').then(
    (module) => (emailLoaded = module),
    (error: unknown) => {
      email = undefined
      throw error
    },
  )
  return email
}

export function loadSocialButtons(): Promise<SocialModule> {
  social ??= import('./social/SocialButtons').then(
    (module) => (socialLoaded = module),
    (error: unknown) => {
      social = undefined
      throw error
    },
  )
  return social
}

const LazyEmailConnectField = lazy(() => loadEmailConnectField().then((m) => ({ default: m.EmailConnectField })))
const LazySocialButtons = lazy(() => loadSocialButtons().then((m) => ({ default: m.SocialButtons })))

/** The e-mail field: the loaded component, or the lazy one (which suspends) while its chunk is on its way. */
export const emailConnectField = () => emailLoaded?.EmailConnectField ?? LazyEmailConnectField
/** The social logins, likewise. */
export const socialButtons = () => socialLoaded?.SocialButtons ?? LazySocialButtons
