import '@portico/react/styles.css'
import { createPortico } from '@portico/core'
import { evmAdapter } from '@portico/evm'
import { base, mainnet } from '@portico/evm/networks'
import { PorticoButton, PorticoProvider, usePorticoAccount, useSignMessage } from '@portico/react'
import { useState } from 'react'

const portico = createPortico({
  adapters: [evmAdapter({ chains: [mainnet, base] })],
  metadata: { name: 'My dapp' },
})

function SignMessage() {
  const { isConnected } = usePorticoAccount()
  const { signMessage, data, error, isPending } = useSignMessage()
  if (!isConnected) return null
  return (
    <p>
      <button disabled={isPending} onClick={() => signMessage({ message: 'Hello from My dapp' })}>
        Sign a message
      </button>
      {data && <output>Signed: {data}</output>}
      {error && <span role="alert">{error.name === 'UserRejectedRequestError' ? 'You declined in the wallet.' : error.message}</span>}
    </p>
  )
}

function ThemeSwitch() {
  const [dark, setDark] = useState(false)
  const toggle = () => {
    portico.setThemeMode(dark ? 'light' : 'dark')
    setDark(!dark)
  }
  return (
    <button aria-pressed={dark} onClick={toggle}>
      Dark theme
    </button>
  )
}

export default function App() {
  return (
    <PorticoProvider portico={portico}>
      <PorticoButton />
      <ThemeSwitch />
      <SignMessage />
    </PorticoProvider>
  )
}
