import { createMemoryStorage, createPortico } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { renderOnlyAdapter } from '../testing/testKit'
import { preloadLoginViews } from './preloadLoginViews'

const loads = vi.hoisted(() => ({ email: 0, socials: 0 }))
vi.mock('./views/loginChunks', () => ({
  loadEmailConnectField: async () => void loads.email++,
  loadSocialButtons: async () => void loads.socials++,
}))

describe('preloadLoginViews', () => {
  it("fetches the e-mail and social chunks once the project's config has them on and names the frame, each once", () => {
    const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage(), serverUrl: 'http://127.0.0.1:9', projectId: 'p' })
    const features = portico.stores.features
    const stop = preloadLoginViews(portico)
    features.setState({ features: { ...features.getState().features, email: true, socials: ['google'] } })
    expect(loads).toEqual({ email: 0, socials: 0 })
    features.setState({ frameUrl: 'https://frame.example' })
    expect(loads).toEqual({ email: 1, socials: 1 })
    features.setState({ status: 'ready' })
    expect(loads).toEqual({ email: 1, socials: 1 })
    stop()
    portico.destroy()
  })

  it('fetches nothing for a project without them', () => {
    loads.email = loads.socials = 0
    const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage(), serverUrl: 'http://127.0.0.1:9', projectId: 'p' })
    const features = portico.stores.features
    const stop = preloadLoginViews(portico)
    features.setState({ features: { ...features.getState().features, email: false, socials: [] }, frameUrl: 'https://frame.example', status: 'ready' })
    expect(loads).toEqual({ email: 0, socials: 0 })
    stop()
    portico.destroy()
  })
})
