import { describe, expect, it } from 'vitest'
import { nastyValues } from './hostileRequests.ts'
import { nastyFieldRequests } from './nastyFieldRequests.ts'
import type { RouteSpec } from './routeTable.ts'

const route = (path: string): RouteSpec => ({ method: 'POST', route: path, bucket: 'none', sample: () => ({ path: '', init: {} }) }) as unknown as RouteSpec

describe('nastyFieldRequests', () => {
  it('puts each nasty value in each path parameter, query parameter and JSON leaf, one at a time', () => {
    const body = JSON.stringify({ address: '0xabc', calls: [{ to: '0x1', value: 2 }] })
    const requests = nastyFieldRequests(route('/v1/things/:id'), { path: '/v1/things/7?projectId=p&chainId=1', init: { method: 'POST', body } })
    // 1 path parameter and 2 query parameters get the strings; 3 JSON leaves get the strings and 8 other JSON values.
    expect(requests).toHaveLength(3 * nastyValues.length + 3 * (nastyValues.length + 8))
    expect(requests.map((r) => r.path)).toContain('/v1/things/%2500?projectId=p&chainId=1')
    expect(requests.map((r) => r.path)).toContain('/v1/things/7?projectId=p&chainId=%27+OR+1%3D1+--')
    const bodies = requests.map((r) => JSON.parse(String(r.init.body)))
    expect(bodies).toContainEqual({ address: '0xabc', calls: [{ to: '0x1', value: 1e308 }] })
    expect(bodies).toContainEqual({ address: '\u202e\u0000', calls: [{ to: '0x1', value: 2 }] })
    // The rest of each request stays as the sample has it.
    expect(requests.every((r) => r.method === 'POST' && r.init.method === 'POST')).toBe(true)
  })

  it('puts each value in each field of a form body', () => {
    const requests = nastyFieldRequests(route('/v1/form'), { path: '/v1/form', init: { method: 'POST', body: 'a=1&b=2' } })
    expect(requests).toHaveLength(2 * nastyValues.length)
    expect(requests.map((r) => r.init.body)).toContain('a=1&b=%3Cscript%3Ealert%281%29%3C%2Fscript%3E')
  })
})
