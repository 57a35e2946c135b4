import { usePorticoContext } from '../../../context'
import type { MessageKey } from '../../../i18n/en'

/**
 * The Account view's line for a social login: the name the provider gave (its initial on a disc:
 * the server sends no picture) and which provider it came by. Without a name, the provider alone.
 */
export function SocialAccount({ provider, userName }: { provider: string; userName: string | undefined }) {
  const { t } = usePorticoContext()
  const providerName = t(`social.${provider}` as MessageKey)
  const name = userName?.trim() || providerName
  return (
    <p className="portico-social-account" title={name}>
      <span className="portico-social-account__initial" aria-hidden="true">
        {Array.from(name)[0]?.toUpperCase()}
      </span>
      <span className="portico-social-account__text">{t('view.account.social', { provider: providerName, name })}</span>
    </p>
  )
}
