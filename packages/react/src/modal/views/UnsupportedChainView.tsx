import { usePorticoContext } from '../../context'
import { NetworkList } from './NetworkList'

/** The wallet sits on a network the app does not support: pick a supported one, or disconnect. */
export function UnsupportedChainView() {
  const { portico, t } = usePorticoContext()
  return (
    <div className="portico-stack">
      <p className="portico-muted portico-center">{t('view.unsupportedChain.body')}</p>
      <NetworkList />
      <button type="button" className="portico-item portico-item--danger" onClick={() => void portico.disconnect().catch(() => undefined)}>
        <span className="portico-item__label">{t('view.account.disconnect')}</span>
      </button>
    </div>
  )
}
