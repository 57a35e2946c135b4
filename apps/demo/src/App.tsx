import type { BitcoinAdapter } from '@portico/bitcoin'
import { PorticoButton } from '@portico/react'
import { lazy, useEffect, useRef } from 'react'
import { AccountCard } from './cards/AccountCard'
import { ConnectedOnly } from './cards/ConnectedOnly'
import { EmbeddedCard } from './cards/EmbeddedCard'
import { PayCard } from './cards/PayCard'
import { StatusLog } from './cards/StatusLog'
import { LanguagePicker } from './LanguagePicker'
import { padScrollForHeader } from './stickyHeader'
import { ThemeToggle } from './ThemeToggle'

const loadSignCard = () => import('./cards/SignCard').then((m) => ({ default: m.SignCard }))
const loadSendCard = () => import('./cards/SendCard').then((m) => ({ default: m.SendCard }))
const SignCard = lazy(loadSignCard)
const SendCard = lazy(loadSendCard)
const loadBatchCard = () => import('./cards/BatchCard').then((m) => ({ default: m.BatchCard }))
const BatchCard = lazy(loadBatchCard)
const loadApproveCard = () => import('./cards/ApproveCard').then((m) => ({ default: m.ApproveCard }))
const ApproveCard = lazy(loadApproveCard)
const loadSessionCard = () => import('./cards/SessionCard').then((m) => ({ default: m.SessionCard }))
const SessionCard = lazy(loadSessionCard)
const loadWalletsCard = () => import('./cards/WalletsCard').then((m) => ({ default: m.WalletsCard }))
const WalletsCard = lazy(loadWalletsCard)
const loadBitcoinCard = () => import('./cards/BitcoinCard').then((m) => ({ default: m.BitcoinCard }))
const BitcoinCard = lazy(loadBitcoinCard)

export type AppProps = {
  /** The kit's locale (undefined: the browser's). */
  locale: string | undefined
  onLocaleChange(locale: string | undefined): void
  /** The demo's Bitcoin adapter: the Bitcoin card signs PSBTs through its public API. */
  bitcoin: BitcoinAdapter
}

export function App({ locale, onLocaleChange, bitcoin }: AppProps) {
  const header = useRef<HTMLElement>(null)
  useEffect(() => (header.current ? padScrollForHeader(header.current) : undefined), [])
  return (
    <div className="demo">
      <header className="demo-header" ref={header}>
        <a className="demo-brand" href="/">
          <span className="demo-logo" aria-hidden="true">P</span>
          <span className="demo-brand__name">Portico</span>
        </a>
        <nav className="demo-actions" aria-label="Page">
          <LanguagePicker value={locale} onChange={onLocaleChange} />
          <ThemeToggle followSystem={!new URLSearchParams(location.search).has('theme')} />
          <PorticoButton />
        </nav>
      </header>
      <main className="demo-main">
        <section className="demo-hero">
          <h1>Connect a wallet. Keep the page fast.</h1>
          <p>
            Portico is a small, accessible, self-hostable wallet modal. This page runs on a local devnet: connect a browser
            wallet, sign a message, send ETH, pay 5 PUSD, buy devnet ETH with the sandbox's test card, swap on the devnet's
            pools, choose a name and switch networks.
          </p>
        </section>
        <div className="demo-grid">
          <AccountCard />
          <EmbeddedCard initiallyShown={new URLSearchParams(location.search).has('embedded')} />
          <PayCard />
          <ConnectedOnly id="sign" title="Sign a message" hint="Connect a wallet to sign a message with it." card={SignCard} load={loadSignCard} />
          <ConnectedOnly id="send" title="Send 0.01 ETH" hint="Connect a wallet to send 0.01 ETH on the devnet." card={SendCard} load={loadSendCard} />
          <ConnectedOnly id="batch" title="Send a batch" hint="Connect a wallet to send two calls at once (EIP-5792)." card={BatchCard} load={loadBatchCard} />
          <ConnectedOnly id="approve" title="Approve PUSD" hint="Connect a wallet to approve a spender for PUSD, reviewed by the kit first." card={ApproveCard} load={loadApproveCard} />
          <ConnectedOnly id="session" title="Sign-in session" hint="Connect a wallet to sign in with it." card={SessionCard} load={loadSessionCard} />
          <ConnectedOnly id="wallets" title="Wallets" hint="Connect a wallet, then add another one beside it." card={WalletsCard} load={loadWalletsCard} />
          <ConnectedOnly id="bitcoin" title="Bitcoin PSBT" hint="Connect a Bitcoin wallet to sign a PSBT with it." card={BitcoinCard} load={loadBitcoinCard} props={{ bitcoin }} />
          <StatusLog />
        </div>
      </main>
    </div>
  )
}
