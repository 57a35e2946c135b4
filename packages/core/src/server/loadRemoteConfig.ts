import { ServerRequestError } from './errors'
import { resolveFeatures } from '../features/resolveFeatures'
import { localConfigIgnoredMessage } from '../features/localConfigIgnoredMessage'
import type { KitContext } from '../kit/context'
import { alertServerError } from './alerts'
import { serverClient } from './serverClient'
import { keepSocialImages } from './socialImages'

/**
 * Fetches the project's remote config (`GET /v1/config`) and puts it in effect, with the server's
 * network logos and social marks. Local options it overrides get the "local config ignored" warning. On failure the local features stay in effect:
 * nothing the visitor does waits for this call.
 */
export async function loadRemoteConfig(ctx: KitContext): Promise<void> {
  const client = serverClient(ctx)
  if (!client) return
  ctx.features.setState({ status: 'loading' })
  try {
    const { features: remote, networkImages, socialImages, embeddedWallet } = await client.getConfig()
    const { features, ignored } = resolveFeatures({ local: ctx.options.features, remote })
    if (ignored.length) console.warn(localConfigIgnoredMessage(ignored))
    const frameUrl = typeof embeddedWallet?.frameUrl === 'string' && /^https?:\/\//.test(embeddedWallet.frameUrl) ? embeddedWallet.frameUrl : undefined
    ctx.features.setState({ features, source: 'remote', status: 'ready', frameUrl, socialImages: keepSocialImages(socialImages) })
    if (networkImages && typeof networkImages === 'object') ctx.network.setImages(networkImages)
  } catch (error) {
    ctx.features.setState({ status: 'error' })
    if (error instanceof ServerRequestError) alertServerError(ctx, error)
    else throw error
  }
}
