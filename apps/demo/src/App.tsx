import { PorticoButton } from '@portico/react'
import { AccountCard } from './cards/AccountCard'
import { SendCard } from './cards/SendCard'
import { SignCard } from './cards/SignCard'
import { StatusLog } from './cards/StatusLog'
import { ThemeToggle } from './ThemeToggle'

export function App() {
  return (
    <div className="demo">
      <header className="demo-header">
        <a className="demo-brand" href="/">
          <span className="demo-logo" aria-hidden="true">P</span> Portico
        </a>
        <nav className="demo-actions" aria-label="Page">
          <ThemeToggle />
          <PorticoButton />
        </nav>
      </header>
      <main className="demo-main">
        <section className="demo-hero">
          <h1>Connect a wallet. Keep the page fast.</h1>
          <p>
            Portico is a small, accessible, self-hostable wallet modal. This page runs on a local devnet: connect a browser
            wallet, sign a message, send ETH and switch networks.
          </p>
        </section>
        <div className="demo-grid">
          <AccountCard />
          <SignCard />
          <SendCard />
          <StatusLog />
        </div>
      </main>
    </div>
  )
}
