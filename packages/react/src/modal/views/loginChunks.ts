import { lazy } from 'react'
import { chunk } from '../chunk'

/**
 * The Connect view's login chunks, loaded only for projects that have them on: the e-mail field
 * (with the passkey entry) and the social logins. Each loader is shared by the view and by
 * preloadLoginViews.ts, which fetches them as soon as the project's config says they are on; once a
 * chunk is in, the view renders its component at once (no suspending frame), as ModalHost does the modal.
 */
const email = chunk(() => import('./embedded/EmailConnectField'))
const social = chunk(() => import('./social/SocialButtons'))

export const loadEmailConnectField = email.load
export const loadSocialButtons = social.load

const LazyEmailConnectField = lazy(() => email.load().then((m) => ({ default: m.EmailConnectField })))
const LazySocialButtons = lazy(() => social.load().then((m) => ({ default: m.SocialButtons })))

/** The e-mail field: the loaded component, or the lazy one (which suspends) while its chunk is on its way. */
export const emailConnectField = () => email.loaded()?.EmailConnectField ?? LazyEmailConnectField
/** The social logins, likewise. */
export const socialButtons = () => social.loaded()?.SocialButtons ?? LazySocialButtons
