import type { Portico } from '@portico/core'
import type { SocialProvider } from '@portico/core/internal'

/**
 * The sign-in window of a social login: opened on the click itself (a window opened after an
 * await is blocked), blank until ConnectingSocial knows the provider's URL. Never `noopener`: the
 * server's callback page hands the outcome to the wallet frame through `window.opener`. `null`
 * when the browser refused it.
 */
export function openSocialWindow(): Window | null {
  const width = 480
  const height = 640
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2))
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2))
  try {
    return window.open('about:blank', '_blank', `popup,width=${width},height=${height},left=${left},top=${top}`)
  } catch {
    return null
  }
}

/** An OAuth provider's login: the window opens now, ConnectingSocial drives it. */
function oauthStart(portico: Portico, provider: SocialProvider) {
  portico.stores.embedded.setState({ socialWindow: openSocialWindow() })
  portico.stores.router.push('ConnectingSocial', { social: { provider } })
}

/**
 * What a click on each social button does, run inside the click handler. A provider without an
 * entry has no button. Farcaster is Sign In With Farcaster (a QR code and a relay, not OAuth): its
 * click opens the ConnectingFarcaster view.
 */
export const socialStarts: Readonly<Partial<Record<SocialProvider, (portico: Portico, provider: SocialProvider) => void>>> = {
  google: oauthStart,
  farcaster: (portico) => portico.stores.router.push('ConnectingFarcaster'),
  x: oauthStart,
  discord: oauthStart,
  apple: oauthStart,
  github: oauthStart,
  facebook: oauthStart,
}
