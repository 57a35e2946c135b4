import { usePorticoContext } from '../../../context'
import type { MessageKey } from '../../../i18n/en'
import { SocialIcon } from './SocialIcon'

/**
 * The Account view's line for a social login: the name the provider gave (its initial on a disc;
 * the provider's picture, when it gave one, is the view's avatar: `AccountAvatar`) and the provider
 * it came by, with its mark; read out as one sentence. Without a name, the provider's.
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
      <span className="portico-visually-hidden">{t('view.account.social', { provider: providerName, name })}</span>
      <span className="portico-social-account__name" aria-hidden="true">
        {name}
      </span>
      <span className="portico-social-account__provider" aria-hidden="true">
        <SocialIcon provider={provider} size={16} />
        {providerName}
      </span>
    </p>
  )
}
