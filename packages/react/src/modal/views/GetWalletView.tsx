import type { RegistryWallet } from '@portico/core'
import { usePorticoContext } from '../../context'
import type { MessageKey } from '../../i18n/en'
import { WalletIcon } from '../parts/WalletIcon'

const links: readonly [keyof RegistryWallet['links'] | 'homepage', MessageKey][] = [
  ['chromeStore', 'view.getWallet.chrome'],
  ['appStore', 'view.getWallet.appStore'],
  ['playStore', 'view.getWallet.playStore'],
  ['homepage', 'view.getWallet.website'],
]

/** A registry wallet this browser does not have: where to get it. */
export function GetWalletView({ wallet }: { wallet: RegistryWallet | undefined }) {
  const { t } = usePorticoContext()
  if (!wallet) return null
  const available = links
    .map(([key, label]) => [key === 'homepage' ? wallet.homepage : wallet.links[key], label] as const)
    .filter((entry): entry is readonly [string, MessageKey] => !!entry[0])
  return (
    <div className="portico-stack portico-get-wallet">
      <WalletIcon name={wallet.name} icon={wallet.imageUrl} size={72} />
      <p className="portico-center">{t('view.getWallet.notInstalled', { wallet: wallet.name })}</p>
      <p className="portico-center portico-muted">{t('view.getWallet.hint')}</p>
      <ul className="portico-list" aria-label={t('view.getWallet.linksLabel', { wallet: wallet.name })}>
        {available.map(([href, label]) => (
          <li key={label}>
            <a className="portico-item" href={href} target="_blank" rel="noopener noreferrer">
              <span className="portico-item__label">{t(label)}</span>
              <span aria-hidden="true">↗</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
