/** A wallet's icon (EIP-6963 icons are data URIs), or its initial when it has none. */
export function WalletIcon({ name, icon, size = 40 }: { name: string; icon?: string | undefined; size?: number }) {
  return icon ? (
    <img className="portico-wallet-icon" src={icon} alt="" width={size} height={size} decoding="async" loading="lazy" />
  ) : (
    <span className="portico-wallet-icon portico-wallet-icon--fallback" aria-hidden="true" style={{ width: size, height: size }}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
