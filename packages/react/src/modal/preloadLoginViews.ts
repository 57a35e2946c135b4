import type { FeaturesState, Portico } from '@portico/core'
import { loadEmailConnectField, loadSocialButtons } from './views/loginChunks'

/**
 * Fetches the Connect view's e-mail and social chunks as soon as the project's config says they are
 * on (and the server names its wallet frame), so the view opens with them in place rather than
 * pushing the wallet list down when they arrive. Returns the stop.
 */
export function preloadLoginViews(portico: Portico): () => void {
  let email = false
  let socials = false
  const check = ({ features, frameUrl }: FeaturesState) => {
    if (!frameUrl) return
    if (features.email && !email) void loadEmailConnectField().catch(() => (email = false))
    if (features.socials && features.socials.length > 0 && !socials) void loadSocialButtons().catch(() => (socials = false))
    email ||= Boolean(features.email)
    socials ||= Boolean(features.socials && features.socials.length > 0)
  }
  check(portico.stores.features.getState())
  return portico.stores.features.subscribe(check)
}
