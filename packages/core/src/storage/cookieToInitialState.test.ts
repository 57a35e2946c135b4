import { expect, test } from 'vitest'
import { createPortico } from '../kit/createPortico'
import { connectedAddress, testAdapter } from '../testing/testAdapter'
import { cookieToInitialState } from './cookieToInitialState'
import { createCookieStorage } from './createCookieStorage'

test("the server reads from the request's cookies the connection the browser stored in them", async () => {
  const jar = new Map<string, string>()
  const document = {
    get cookie() {
      return [...jar.values()].join('; ')
    },
    set cookie(line: string) {
      const pair = line.split('; ')[0]!
      jar.set(pair.slice(0, pair.indexOf('=')), pair)
    },
  }
  const browser = createPortico({ adapters: [testAdapter()], storage: createCookieStorage({ document }) })
  await browser.ready
  await browser.connect({ connectorId: 'io.metamask' })

  const initialState = cookieToInitialState(`theme=dark; ${document.cookie}`)
  expect(initialState?.connections.eip155).toEqual({ connectorId: 'io.metamask', accounts: [connectedAddress], caipNetworkId: 'eip155:1' })
  const server = createPortico({ adapters: [testAdapter()], ssr: true, initialState })
  expect(server.getAccount()).toMatchObject({ address: connectedAddress, connectorId: 'io.metamask' })
  browser.destroy()
  server.destroy()
})

test('a missing, broken or forged cookie gives no initial state', () => {
  expect(cookieToInitialState(null)).toBeUndefined()
  expect(cookieToInitialState('portico.connections=%7Bnot-json')).toBeUndefined()
  expect(cookieToInitialState(`portico.connections=${encodeURIComponent('{"connections":{"eip155":{"connectorId":"<script>"}}}')}`)).toBeUndefined()
})
