import { type ActiveNetwork, type NetworkState, networkImageUrl } from '@portico/core'
import { useState } from 'react'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'

const selectImages = (s: NetworkState) => s.images

/**
 * A network's logo (the app's `imageUrl`, else the Portico server's), or its initial on a disc when
 * there is none or it fails to load. Decorative: the network's name is always next to it.
 */
export function NetworkIcon({ network, size = 32 }: { network: ActiveNetwork | undefined; size?: number }) {
  const { portico } = usePorticoContext()
  const images = useStore(portico.stores.network, selectImages)
  const url = networkImageUrl(network, images)
  const [failed, setFailed] = useState<string>()
  if (url && url !== failed) {
    return <img className="portico-network-icon" src={url} alt="" width={size} height={size} decoding="async" onError={() => setFailed(url)} />
  }
  return (
    <span className="portico-network-badge" aria-hidden="true" style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}>
      {network?.name.slice(0, 1)}
    </span>
  )
}
