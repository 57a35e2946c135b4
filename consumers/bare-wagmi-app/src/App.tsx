// The yardstick for `npm run bench:page`: a page with wagmi, viem and react-query and a hand-written
// connect dialog, no kit. Portico's quick start is measured against it in the same run.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { base, mainnet } from 'viem/chains'
import { createConfig, http, useConnect, useConnectors, WagmiProvider } from 'wagmi'

const config = createConfig({ chains: [mainnet, base], transports: { [mainnet.id]: http(), [base.id]: http() } })
const queryClient = new QueryClient()

function ConnectDialog({ onClose }: { onClose: () => void }) {
  const connectors = useConnectors()
  const { connect } = useConnect()
  return (
    <div role="dialog" aria-label="Connect Wallet">
      <ul>
        {connectors.map((connector) => (
          <li key={connector.uid}>
            <button aria-label={connector.name} onClick={() => connect({ connector })}>{connector.name}</button>
          </li>
        ))}
      </ul>
      <button onClick={onClose}>Close</button>
    </div>
  )
}

export default function App() {
  const [open, setOpen] = useState(false)
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <button data-connect-button="" onClick={() => setOpen(true)}>Connect Wallet</button>
        {open && <ConnectDialog onClose={() => setOpen(false)} />}
      </QueryClientProvider>
    </WagmiProvider>
  )
}
