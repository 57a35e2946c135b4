import type { RegistryWallet } from '@portico/core'
import type { CSSProperties } from 'react'
import { longestWordEm } from './nameFit'
import { WalletIcon } from './WalletIcon'

/**
 * One wallet of the All Wallets grid: icon and name; the name is the button's accessible name. The
 * name wraps between words only: its longest word's width (`--portico-name-em`) sets a type size
 * that fits the tile (modal.css).
 */
export function WalletTile({
  wallet,
  tag,
  tagId,
  tabIndex,
  onClick,
  onFocus,
}: {
  wallet: RegistryWallet
  tag?: string | undefined
  tagId: string
  tabIndex: number
  onClick(): void
  onFocus(): void
}) {
  return (
    <button
      type="button"
      className="portico-tile"
      aria-label={wallet.name}
      aria-describedby={tag ? tagId : undefined}
      tabIndex={tabIndex}
      onClick={onClick}
      onFocus={onFocus}
    >
      <WalletIcon name={wallet.name} icon={wallet.imageUrl} size={46} />
      <span className="portico-tile__name" aria-hidden="true" style={{ '--portico-name-em': longestWordEm(wallet.name) } as CSSProperties}>
        {wallet.name}
      </span>
      {tag ? (
        <span id={tagId} className="portico-tile__tag">
          {tag}
        </span>
      ) : null}
    </button>
  )
}
