import { type Adapter, createMemoryStorage, createPortico, type Portico } from '@portico/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../../context'
import { testContextValue } from '../../../testing/testContext'
import { WalletFeatures } from './WalletFeatures'
import { testMainnet } from '../../../testing/testKit'
import { testEvmRules, testSolanaRules } from '../../../testing/testChainRules'


const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const

/** A kit with one injected wallet (EVM unless told), connected, and the given features. */
async function connected(features: { swaps: boolean; onramp: boolean; activity?: boolean }, namespace: 'eip155' | 'solana' = 'eip155'): Promise<Portico> {
  const evm = namespace === 'eip155'
  const adapter: Adapter = {
    namespace,
    chain: evm ? testEvmRules : testSolanaRules,
    networks: [evm ? testMainnet : solana],
    setup: () => () => undefined,
    getConnectors: () => [{ id: 'test', name: 'Test', type: 'injected', chainNamespace: namespace, installed: true }],
    connect: async () => ({
      connectorId: 'test',
      accounts: [evm ? '0x00000000000000000000000000000000000000aa' : 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
      chainId: evm ? 1 : solana.id,
    }),
    reconnect: async () => [],
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    waitForTransaction: async () => ({ status: 'success' }),
  }
  const portico = createPortico({ adapters: [adapter], storage: createMemoryStorage(), features: { activity: false, ...features } })
  await portico.ready
  await portico.connect({ connectorId: 'test' })
  return portico
}

function Row({ portico }: { portico: Portico }) {
  const value = testContextValue(portico)
  return (
    <PorticoContext.Provider value={value}>
      <WalletFeatures />
    </PorticoContext.Provider>
  )
}

function row(portico: Portico): string[] {
  const html = renderToStaticMarkup(<Row portico={portico} />)
  return [...html.matchAll(/<span>([^<]+)<\/span><\/button>/g)].map((match) => match[1]!)
}

describe('the wallet features row', () => {
  it('follows the default order (onramp, swaps, receive, send), swaps only when the project has them on', async () => {
    expect(row(await connected({ swaps: true, onramp: false }))).toEqual(['Swap', 'Receive', 'Send'])
    expect(row(await connected({ swaps: false, onramp: false }))).toEqual(['Receive', 'Send'])
  })

  it('shows on a Solana account only what works there (send, receive), whatever the project has on', async () => {
    await inTimeZone('Europe/Berlin', async () => {
      expect(row(await connected({ swaps: true, onramp: true }, 'solana'))).toEqual(['Receive', 'Send'])
    })
  })

  it('offers Activity on an EVM account only', async () => {
    const entries = (portico: Portico) => renderToStaticMarkup(<Row portico={portico} />).includes('Activity')
    expect(entries(await connected({ swaps: false, onramp: false, activity: true }))).toBe(true)
    expect(entries(await connected({ swaps: false, onramp: false, activity: true }, 'solana'))).toBe(false)
  })

  it('shows Buy first when the project has the on-ramp on', async () => {
    await inTimeZone('Europe/Berlin', async () => {
      expect(row(await connected({ swaps: true, onramp: true }))).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
      expect(row(await connected({ swaps: false, onramp: true }))).toEqual(['Buy', 'Receive', 'Send'])
    })
  })

  it.each(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong'])('hides Buy for a visitor whose time zone is %s', async (timeZone) => {
    await inTimeZone(timeZone, async () => {
      expect(row(await connected({ swaps: true, onramp: true }))).toEqual(['Swap', 'Receive', 'Send'])
    })
  })

  it.each(['Asia/Taipei', 'Asia/Macau'])('keeps Buy in %s, near but not restricted', async (timeZone) => {
    await inTimeZone(timeZone, async () => {
      expect(row(await connected({ swaps: false, onramp: true }))).toEqual(['Buy', 'Receive', 'Send'])
    })
  })
})

/** Runs `body` as if the browser's `Intl` time zone were `timeZone`. */
async function inTimeZone(timeZone: string, body: () => Promise<void>) {
  const resolved = Intl.DateTimeFormat().resolvedOptions()
  const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone })
  try {
    await body()
  } finally {
    spy.mockRestore()
  }
}
