import { describe, expect, test } from 'vitest'
import type { Connector } from '../adapter/types'
import { orderConnectors } from './orderConnectors'

const c = (id: string, type: Connector['type'], installed = true, rdns?: string): Connector => ({
  id,
  name: id,
  type,
  chainNamespace: 'eip155',
  installed,
  rdns,
})

describe('orderConnectors', () => {
  test("groups in the spec's order and drops empty groups; each wallet once", () => {
    const groups = orderConnectors(
      [c('ext', 'external', false), c('mm', 'injected', true, 'io.metamask'), c('wc', 'walletConnect', false), c('rabby', 'injected'), c('other', 'injected', false)],
      { recentIds: ['rabby'], featuredIds: ['other'] },
    )
    expect(groups.map((g) => [g.name, g.connectors.map((x) => x.id)])).toEqual([
      ['walletConnect', ['wc']],
      ['recent', ['rabby']],
      ['injected', ['mm']],
      ['featured', ['other']],
      ['external', ['ext']],
    ])
  })

  test('a user order goes first; featured keeps the given order and matches rdns', () => {
    const groups = orderConnectors([c('a', 'injected', false, 'x.a'), c('b', 'injected', false, 'x.b'), c('wc', 'walletConnect')], {
      featuredIds: ['x.b', 'a'],
      order: ['featured'],
    })
    expect(groups.map((g) => [g.name, g.connectors.map((x) => x.id)])).toEqual([
      ['featured', ['b', 'a']],
      ['walletConnect', ['wc']],
    ])
  })
})
