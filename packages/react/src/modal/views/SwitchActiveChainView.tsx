import { type CaipNetworkId, findNetwork } from '@portico/core'
import { useState } from 'react'
import { usePorticoContext } from '../../context'
import { NetworkIcon } from '../parts/NetworkIcon'
import { showHome } from '@portico/core/internal'

/**
 * SwitchActiveChain: the visitor picked a network of another namespace. Switching keeps every wallet
 * connected and shows that namespace's account (Account), or asks for a wallet of it (Connect).
 */
export function SwitchActiveChainView({ caipNetworkId }: { caipNetworkId: string }) {
  const { portico, t } = usePorticoContext()
  const network = findNetwork(portico.stores.network.getState().networks, caipNetworkId as CaipNetworkId)
  const [error, setError] = useState<string>()
  if (!network) return null
  const namespace = t(`namespace.${network.chainNamespace}`)
  const connected = portico.getAccount(network.chainNamespace).status === 'connected'

  async function onSwitch() {
    try {
      await portico.switchNetwork({ caipNetworkId: caipNetworkId as CaipNetworkId })
      showHome(portico.context)
    } catch (cause) {
      setError((cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message)
    }
  }

  return (
    <div className="portico-status portico-status--waiting">
      <div className="portico-status__visual">
        <NetworkIcon network={network} size={64} />
      </div>
      <p className="portico-status__hint">
        {t(connected ? 'view.switchActiveChain.connectedHint' : 'view.switchActiveChain.disconnectedHint', { network: network.name, namespace })}
      </p>
      {error ? (
        <p className="portico-status__title" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="portico-secondary" autoFocus onClick={() => void onSwitch()}>
        {connected ? t('view.switchActiveChain.switch') : t('button.connect')}
      </button>
    </div>
  )
}
