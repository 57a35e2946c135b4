import type { FeaturesState } from '@portico/core'
import { type SocialProvider, type TelegramPlatform, visibleSocials } from '@portico/core/internal'
import { usePorticoContext } from '../../../context'
import { useStore } from '../../../hooks/useStore'
import { SocialIcon } from './SocialIcon'
import { socialStarts } from './socialStart'

/** Up to this many socials each get a labelled row; more: the first a row, the others a compact row of marks. */
const FULL_ROWS = 3

/** The Telegram mini app's platform, when the page runs inside Telegram (spec §5's filter). */
const telegramPlatform = (): TelegramPlatform | undefined =>
  (globalThis as { Telegram?: { WebApp?: { platform?: string } } }).Telegram?.WebApp?.platform

/** The project's socials on this platform as one stable string (the view re-renders only when the list changes). */
const selectSocials = (s: FeaturesState) => visibleSocials(s.features, telegramPlatform()).join(' ')

/**
 * The Connect view's social logins: the project's socials in the spec's order (§9), none while
 * Pay is on, without those Telegram's platform removes (§5), and only those with a way to start
 * (`socialStarts`). Each is a labelled button; with more than three, the first keeps its label and
 * the others are a compact row of marks, each still named for screen readers.
 */
export function SocialButtons() {
  const { portico, t } = usePorticoContext()
  const listed = useStore(portico.stores.features, selectSocials)
  const socials = (listed ? (listed.split(' ') as SocialProvider[]) : []).filter((provider) => socialStarts[provider])
  if (!socials.length) return null

  const start = (provider: SocialProvider) => socialStarts[provider]!(portico, provider)
  const label = (provider: SocialProvider) => t('view.connect.socialContinue', { provider: t(`social.${provider}`) })
  const full = socials.length > FULL_ROWS ? socials.slice(0, 1) : socials
  const compact = socials.length > FULL_ROWS ? socials.slice(1) : []

  return (
    <div className="portico-socials" role="group" aria-label={t('view.connect.socialsLabel')}>
      {full.map((provider) => (
        <button key={provider} type="button" className="portico-item portico-social" onClick={() => start(provider)}>
          <SocialIcon provider={provider} />
          <span className="portico-item__label">{label(provider)}</span>
        </button>
      ))}
      {compact.length ? (
        <div className="portico-socials__compact">
          {compact.map((provider) => (
            <button
              key={provider}
              type="button"
              className="portico-item portico-social portico-social--compact"
              aria-label={label(provider)}
              title={t(`social.${provider}`)}
              onClick={() => start(provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
