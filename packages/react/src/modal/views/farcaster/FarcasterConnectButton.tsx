import { usePorticoContext } from '../../../context'

/**
 * The Connect view's Farcaster button (shown when the project offers Farcaster among its socials):
 * opens ConnectingFarcaster. A stand-in entry point until the social buttons row opens that view
 * for `farcaster`.
 */
export function FarcasterConnectButton() {
  const { portico, t } = usePorticoContext()
  return (
    <button type="button" className="portico-secondary portico-farcaster-button" onClick={() => portico.stores.router.push('ConnectingFarcaster')}>
      <svg width="20" height="20" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#6a3fc0" />
        <path d="M18 16h28v32h-6V34a8 8 0 0 0-16 0v14h-6z" fill="#fff" />
      </svg>
      {t('view.connect.farcaster')}
    </button>
  )
}
