import { createMemoryStorage, createPortico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoContext } from '../../../context'
import { testContextValue } from '../../../testing/testContext'
import { renderOnlyAdapter } from '../../../testing/testKit'
import { loadSimulationSummary } from './LazySimulationSummary'
import { useReview } from './useReview'

function Probe() {
  const { blocked } = useReview('k')
  return <>{blocked ? 'blocked' : 'free'}</>
}

function setup() {
  const portico = createPortico({ adapters: [renderOnlyAdapter], storage: createMemoryStorage() })
  const html = () =>
    renderToStaticMarkup(
      <PorticoContext.Provider value={testContextValue(portico)}>
        <Probe />
      </PorticoContext.Provider>,
    )
  const review = (status: 'simulating' | 'unavailable') =>
    portico.stores.simulation.setState({ key: 'k', review: status === 'simulating' ? { status } : { status, reason: 'unreachable' } })
  return { portico, html, review }
}

// In this order: the summary's chunk is loaded once per module, by the second test.
describe('useReview: the approve button waits for the review to be on screen', () => {
  it("waits while a review's summary chunk is not in, and is free without a review", () => {
    const { portico, html, review } = setup()
    expect(html()).toBe('free')
    review('unavailable')
    expect(html()).toBe('blocked')
    portico.destroy()
  })

  it('waits while the simulation runs, and is free once it has answered and the summary can show it', async () => {
    await loadSimulationSummary()
    const { portico, html, review } = setup()
    review('simulating')
    expect(html()).toBe('blocked')
    review('unavailable')
    expect(html()).toBe('free')
    portico.destroy()
  })
})
