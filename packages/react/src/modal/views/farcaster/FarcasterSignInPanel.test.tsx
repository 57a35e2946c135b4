import { createMemoryStorage, createPortico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoContext } from '../../../context'
import { testContextValue } from '../../../testing/testContext'
import { renderOnlyAdapter } from '../../../testing/testKit'
import { FarcasterSignInPanel } from './FarcasterSignInPanel'

const url = 'https://farcaster.xyz/~/siwf?channelToken=abc'
const markup = (mobile: boolean) => {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  return renderToStaticMarkup(
    <PorticoContext.Provider value={testContextValue(portico)}>
      <FarcasterSignInPanel url={url} mobile={mobile} copied={false} onCopy={() => undefined} />
    </PorticoContext.Provider>,
  )
}

describe('FarcasterSignInPanel', () => {
  it('on a phone the same-device deep link comes first, as the main action, before the QR code', () => {
    const html = markup(true)
    const link = html.indexOf(`<a class="portico-primary" href="${url.replace(/&/g, '&amp;')}"`)
    expect(link).toBeGreaterThan(-1)
    expect(link).toBeLessThan(html.indexOf('portico-qr-frame'))
    expect(html).toContain('Open Farcaster')
  })

  it('on a computer: the QR code and the copy button, no deep link', () => {
    const html = markup(false)
    expect(html).not.toContain('Open Farcaster')
    expect(html).toContain('portico-qr-frame')
    expect(html).toContain('Copy')
  })
})
