import type { CaipNetwork, ChainNamespace } from '@portico/core'
import { useId } from 'react'
import { usePorticoContext } from '../../context'
import { usePorticoNetwork } from '../../hooks/usePorticoNetwork'
import { usePorticoAccount } from '../../hooks/usePorticoAccount'
import { ListNav } from '../parts/ListNav'
import { NetworkIcon } from '../parts/NetworkIcon'

/**
 * The configured networks; picking one switches the wallet (SwitchNetwork view) or, when not
 * connected, the kit. With several namespaces they are grouped under each namespace's name.
 */
export function NetworkList() {
  const { portico, t } = usePorticoContext()
  const { network: active, networks } = usePorticoNetwork()
  const { isConnected } = usePorticoAccount()

  function pick(network: CaipNetwork) {
    if (network.caipNetworkId === active?.caipNetworkId) return
    // Another namespace (solana beside eip155…): SwitchActiveChain says what changes first.
    if (active && network.chainNamespace !== active.chainNamespace) {
      portico.stores.router.push('SwitchActiveChain', { caipNetworkId: network.caipNetworkId })
      return
    }
    if (isConnected) portico.stores.router.push('SwitchNetwork', { caipNetworkId: network.caipNetworkId })
    else void portico.switchNetwork({ caipNetworkId: network.caipNetworkId }).then(() => portico.stores.router.back())
  }

  const headingId = useId()
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of networks) groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  const item = (network: CaipNetwork) => {
    const current = network.caipNetworkId === active?.caipNetworkId
    return (
      <li key={network.caipNetworkId}>
        <button
          type="button"
          className="portico-item"
          aria-current={current || undefined}
          data-autofocus={network === networks[0] ? '' : undefined}
          onClick={() => pick(network)}
        >
          <NetworkIcon network={network} />
          <span className="portico-item__label">{network.name}</span>
          {/* The name is the visible label; `aria-current` tells assistive technology what the tag shows. */}
          {current ? (
            <span className="portico-tag" aria-hidden="true">
              {t('view.networks.current')}
            </span>
          ) : null}
        </button>
      </li>
    )
  }

  return (
    <ListNav label={t('view.networks.label')}>
      {groups.size < 2
        ? networks.map(item)
        : [...groups].map(([namespace, members]) => (
            <li key={namespace} className="portico-list__group">
              <h3 className="portico-list__heading" id={`${headingId}${namespace}`}>
                {t(`namespace.${namespace}`)}
              </h3>
              <ul className="portico-list" aria-labelledby={`${headingId}${namespace}`}>
                {members.map(item)}
              </ul>
            </li>
          ))}
    </ListNav>
  )
}
