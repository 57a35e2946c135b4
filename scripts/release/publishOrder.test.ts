import { describe, expect, test } from 'vitest'
import { publishedPackages } from '../../consumers/packTarballs.ts'
import { publishOrder, readWorkspaces, type Workspace } from './publishOrder.ts'

const ws = (name: string, deps: Partial<Pick<Workspace, 'dependencies' | 'peerDependencies' | 'optionalDependencies'>> = {}, extra: Partial<Workspace> = {}): Workspace => ({
  name,
  version: '1.0.0',
  dir: `/repo/packages/${name}`,
  ...deps,
  ...extra,
})

describe('publishOrder', () => {
  test('each package after what it needs at run time; private ones left out; dev dependencies ignored', () => {
    const order = publishOrder([
      ws('react', { dependencies: { core: '1' } }),
      ws('server', { dependencies: { core: '1', frame: '1' } }),
      ws('frame', {}, { devDependencies: { core: '1' } } as Partial<Workspace>),
      ws('core', {}, { devDependencies: { server: '1' } } as Partial<Workspace>),
      ws('evm', { peerDependencies: { react: '1' }, optionalDependencies: { relay: '1' } }),
      ws('relay'),
      ws('demo', { dependencies: { react: '1' } }, { private: true }),
    ])
    expect(order.map((w) => w.name)).toEqual(['core', 'react', 'relay', 'evm', 'frame', 'server'])
  })

  test('a cycle in run-time dependencies is an error', () => {
    expect(() => publishOrder([ws('a', { dependencies: { b: '1' } }), ws('b', { dependencies: { a: '1' } })])).toThrow('dependency cycle: a -> b -> a')
  })

  test("this repository: every published package, each after its @portico dependencies, the same set the consumer tests pack", () => {
    const repoRoot = new URL('../..', import.meta.url).pathname
    const order = publishOrder(readWorkspaces(repoRoot)).map((w) => w.name)
    expect([...order].sort()).toEqual(publishedPackages.map((dir) => `@portico/${dir}`).sort())
    expect(order.indexOf('@portico/core')).toBeLessThan(order.indexOf('@portico/evm'))
    expect(order.indexOf('@portico/wc-relay')).toBeLessThan(order.indexOf('@portico/test-wallet'))
    expect(order.indexOf('@portico/wallet-frame')).toBeLessThan(order.indexOf('@portico/server'))
  })
})
