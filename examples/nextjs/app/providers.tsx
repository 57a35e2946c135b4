'use client'
import { createCookieStorage, createPortico, type PorticoInitialState } from '@portico/core'
import { evmAdapter } from '@portico/evm'
import { base, mainnet } from '@portico/evm/networks'
import { PorticoProvider } from '@portico/react'
import { type ReactNode, useState } from 'react'

export function Providers({ initialState, children }: { initialState?: PorticoInitialState; children: ReactNode }) {
  // One kit per request on the server and one per page in the browser: never at module level,
  // where every visitor's request would share it.
  const [portico] = useState(() =>
    createPortico({
      adapters: [evmAdapter({ chains: [mainnet, base] })],
      metadata: { name: 'My dapp' },
      ssr: true,
      storage: createCookieStorage(),
      initialState,
    }),
  )
  const [dark, setDark] = useState(false)
  const toggleTheme = () => {
    portico.setThemeMode(dark ? 'light' : 'dark')
    setDark(!dark)
  }
  return (
    <PorticoProvider portico={portico}>
      <button aria-pressed={dark} onClick={toggleTheme}>
        Dark theme
      </button>
      {children}
    </PorticoProvider>
  )
}
